import type { Recording } from '../../vault';
import { evidenceFileName } from './format';

/** The readable page's words, in the user's language (filled from locales/<lng>/evidence.json). */
export interface ManifestTexts {
  title: string;
  intro: string;
  file: string;
  type: (item: Recording) => string;
  captured: string;
  duration: string;
  size: string;
  place: string;
  noPlace: string;
  appVersion: string;
  exportedAt: string;
}

export interface ManifestEntry {
  file: string;
  type: Recording['type'];
  sha256: string;
  capturedAt: string;
  durationSeconds: number;
  sizeBytes: number;
  place: Recording['place'] | null;
  appVersion: string | null;
}

export function manifestEntry(item: Recording): ManifestEntry {
  return {
    file: evidenceFileName(item.type, item.createdAt, item.mimeType),
    type: item.type,
    sha256: item.sha256 ?? '',
    capturedAt: new Date(item.createdAt).toISOString(),
    durationSeconds: item.durationSeconds,
    sizeBytes: item.sizeBytes ?? 0,
    place: item.place ?? null,
    appVersion: item.appVersion ?? null,
  };
}

/**
 * manifest.json (for tools) and manifest.txt (for people), listing each file with its SHA-256,
 * capture time and place. The hash is of the file exactly as exported, so anyone can check it.
 */
export function buildManifest(
  items: readonly Recording[],
  texts: ManifestTexts,
  formatDate: (time: number) => string,
  exportedAt: number,
): { json: string; text: string } {
  const entries = items.map(manifestEntry);
  const json = JSON.stringify(
    { exportedAt: new Date(exportedAt).toISOString(), files: entries },
    null,
    2,
  );
  const lines = [
    texts.title,
    '',
    texts.intro,
    '',
    `${texts.exportedAt}: ${formatDate(exportedAt)}`,
  ];
  items.forEach((item, index) => {
    const entry = entries[index]!;
    const place = entry.place
      ? `${entry.place.lat.toFixed(6)}, ${entry.place.lng.toFixed(6)} (±${Math.round(entry.place.accuracy)} m)`
      : texts.noPlace;
    lines.push(
      '',
      `${index + 1}. ${texts.file}: ${entry.file}`,
      `   ${texts.type(item)}`,
      `   SHA-256: ${entry.sha256}`,
      `   ${texts.captured}: ${formatDate(item.createdAt)} (${entry.capturedAt})`,
      `   ${texts.duration}: ${entry.durationSeconds} s`,
      `   ${texts.size}: ${entry.sizeBytes} B`,
      `   ${texts.place}: ${place}`,
      `   ${texts.appVersion}: ${entry.appVersion ?? '-'}`,
    );
  });
  return { json, text: `${lines.join('\n')}\n` };
}
