import type { Recording } from '../../../vault';
import { evidenceFileName } from '../format';

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
  /** Said of the stored file's hash: it is the original, as recorded. */
  original: string;
  /** Names a copy made at export (the WAV) and its hash. */
  copy: string;
  copyHash: string;
  /** Why an audio item has no WAV copy. */
  copyTooLong: string;
  copyNotDecoded: string;
}

/** A file made at export from an original (the WAV of an audio recording). */
export interface ManifestCopy {
  file: string;
  format: string;
  sha256: string;
  sizeBytes: number;
  original: false;
  madeFrom: string;
}

/** What the export made of an item besides its original: a copy, or why none was made. */
export type ExportedCopy = ManifestCopy | 'too-long' | 'not-decoded';

export interface ManifestEntry {
  file: string;
  type: Recording['type'];
  /** The hash of the stored file, taken while it was recorded: this file is the original. */
  sha256: string;
  original: true;
  copies: ManifestCopy[];
  copyNotMade?: 'too-long' | 'not-decoded';
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
    original: true,
    copies: [],
    capturedAt: new Date(item.createdAt).toISOString(),
    durationSeconds: item.durationSeconds,
    sizeBytes: item.sizeBytes ?? 0,
    place: item.place ?? null,
    appVersion: item.appVersion ?? null,
  };
}

function withCopy(entry: ManifestEntry, copy: ExportedCopy | undefined): ManifestEntry {
  if (copy === undefined) return entry;
  if (typeof copy === 'string') return { ...entry, copyNotMade: copy };
  return { ...entry, copies: [copy] };
}

/**
 * manifest.json (for tools) and manifest.txt (for people), listing each file with its SHA-256,
 * capture time and place. Each original's hash is the one taken while it was recorded; a copy
 * made at export (the WAV of an audio recording) is listed under it with its own hash and marked
 * as not the original. Every hash is of the file exactly as it lies in the ZIP.
 */
export function buildManifest(
  items: readonly Recording[],
  texts: ManifestTexts,
  formatDate: (time: number) => string,
  exportedAt: number,
  copies: ReadonlyMap<string, ExportedCopy> = new Map(),
): { json: string; text: string } {
  const entries = items.map((item) => withCopy(manifestEntry(item), copies.get(item.id)));
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
      `   SHA-256: ${entry.sha256} (${texts.original})`,
      `   ${texts.captured}: ${formatDate(item.createdAt)} (${entry.capturedAt})`,
      `   ${texts.duration}: ${entry.durationSeconds} s`,
      `   ${texts.size}: ${entry.sizeBytes} B`,
      `   ${texts.place}: ${place}`,
      `   ${texts.appVersion}: ${entry.appVersion ?? '-'}`,
    );
    for (const copy of entry.copies)
      lines.push(
        `   ${texts.copy}: ${copy.file}`,
        `   SHA-256 (${texts.copyHash}): ${copy.sha256}`,
      );
    if (entry.copyNotMade === 'too-long') lines.push(`   ${texts.copyTooLong}`);
    if (entry.copyNotMade === 'not-decoded') lines.push(`   ${texts.copyNotDecoded}`);
  });
  return { json, text: `${lines.join('\n')}\n` };
}
