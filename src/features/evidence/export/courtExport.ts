import { downloadZip } from 'client-zip';
import { MediaReadError, readMediaItem, type Recording } from '../../../vault';
import { evidenceFileName } from '../format';
import { buildManifest, manifestEntry, type ExportedCopy, type ManifestTexts } from './manifest';
import { audioToWav, WAV_MAX_SECONDS, type AudioDecoder } from './wav';

export type CourtExportResult =
  | { ok: true; zip: Blob; exportedAt: number; copiesNotMade: number }
  | { ok: false; reason: 'damaged' | 'failed'; item?: Recording };

export interface CourtExportOptions {
  /** A WAV copy of each audio recording beside its original (spec §9: audio as WAV). */
  wav: boolean;
  /** The device's decoder (a fake one in unit tests). */
  decode?: AudioDecoder;
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One ZIP with the chosen items (decrypted as streams, slice by slice, into client-zip's streamed
 * writer) and the manifest. With `wav`, each audio recording is also decoded on the device and
 * written as a WAV beside its original (which it needs whole in memory, so up to WAV_MAX_SECONDS);
 * the manifest keeps both hashes and says which file is the original. `onProgress` gets the share
 * of plaintext bytes written, 0 to 1.
 */
export async function exportForCourt(
  items: readonly Recording[],
  texts: ManifestTexts,
  formatDate: (time: number) => string,
  onProgress: (share: number) => void,
  now = Date.now(),
  options: CourtExportOptions = { wav: false },
): Promise<CourtExportResult> {
  const total = items.reduce((sum, item) => sum + (item.sizeBytes ?? 0), 0) || 1;
  let written = 0;
  let failedItem: Recording | undefined;
  const copies = new Map<string, ExportedCopy>();
  async function* slices(
    item: Recording,
    keep?: Uint8Array<ArrayBuffer>[],
  ): AsyncGenerator<Uint8Array<ArrayBuffer>> {
    try {
      for await (const slice of readMediaItem(item.id)) {
        written += slice.length;
        onProgress(Math.min(1, written / total));
        const bytes = new Uint8Array(slice);
        keep?.push(bytes);
        yield bytes;
      }
    } catch (error) {
      failedItem = item;
      throw error;
    }
  }
  async function wavCopy(item: Recording, parts: Uint8Array<ArrayBuffer>[]) {
    const whole = new Uint8Array(await new Blob(parts).arrayBuffer());
    parts.length = 0;
    const wav = await audioToWav(whole, options.decode);
    if (!wav) {
      copies.set(item.id, 'not-decoded');
      return null;
    }
    const bytes = new Uint8Array(wav);
    const file = evidenceFileName(item.type, item.createdAt, 'audio/wav');
    copies.set(item.id, {
      file,
      format: 'audio/wav',
      sha256: await sha256Hex(bytes),
      sizeBytes: bytes.length,
      original: false,
      madeFrom: manifestEntry(item).file,
    });
    return { name: file, input: bytes, lastModified: new Date(item.createdAt) };
  }
  async function* files() {
    for (const item of items) {
      const wanted = options.wav && item.type === 'audio';
      const tooLong = wanted && item.durationSeconds > WAV_MAX_SECONDS;
      if (tooLong) copies.set(item.id, 'too-long');
      const keep = wanted && !tooLong ? [] : undefined;
      yield {
        name: manifestEntry(item).file,
        input: slices(item, keep),
        lastModified: new Date(item.createdAt),
      };
      // client-zip has read the original to its end before it asks for the next file.
      if (keep) {
        const copy = await wavCopy(item, keep);
        if (copy) yield copy;
      }
    }
    const manifest = buildManifest(items, texts, formatDate, now, copies);
    yield { name: 'manifest.json', input: manifest.json, lastModified: new Date(now) };
    yield { name: 'manifest.txt', input: manifest.text, lastModified: new Date(now) };
  }
  try {
    const zip = await downloadZip(files()).blob();
    onProgress(1);
    const copiesNotMade = [...copies.values()].filter((copy) => typeof copy === 'string').length;
    return { ok: true, zip, exportedAt: now, copiesNotMade };
  } catch (error) {
    const damaged = error instanceof MediaReadError || failedItem !== undefined;
    return { ok: false, reason: damaged ? 'damaged' : 'failed', item: failedItem };
  }
}
