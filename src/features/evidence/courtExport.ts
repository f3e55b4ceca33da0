import { downloadZip } from 'client-zip';
import { MediaReadError, readMediaItem, type Recording } from '../../vault';
import { buildManifest, manifestEntry, type ManifestTexts } from './manifest';

export type CourtExportResult =
  | { ok: true; zip: Blob; exportedAt: number }
  | { ok: false; reason: 'damaged' | 'failed'; item?: Recording };

/**
 * One ZIP with the chosen items (decrypted as streams, slice by slice, into client-zip's streamed
 * writer) and the manifest. `onProgress` gets the share of plaintext bytes written, 0 to 1.
 */
export async function exportForCourt(
  items: readonly Recording[],
  texts: ManifestTexts,
  formatDate: (time: number) => string,
  onProgress: (share: number) => void,
  now = Date.now(),
): Promise<CourtExportResult> {
  const total = items.reduce((sum, item) => sum + (item.sizeBytes ?? 0), 0) || 1;
  let written = 0;
  let failedItem: Recording | undefined;
  async function* slices(item: Recording): AsyncGenerator<Uint8Array<ArrayBuffer>> {
    try {
      for await (const slice of readMediaItem(item.id)) {
        written += slice.length;
        onProgress(Math.min(1, written / total));
        yield new Uint8Array(slice);
      }
    } catch (error) {
      failedItem = item;
      throw error;
    }
  }
  function* files() {
    for (const item of items) {
      yield {
        name: manifestEntry(item).file,
        input: slices(item),
        lastModified: new Date(item.createdAt),
      };
    }
    const manifest = buildManifest(items, texts, formatDate, now);
    yield { name: 'manifest.json', input: manifest.json, lastModified: new Date(now) };
    yield { name: 'manifest.txt', input: manifest.text, lastModified: new Date(now) };
  }
  try {
    const zip = await downloadZip(files()).blob();
    onProgress(1);
    return { ok: true, zip, exportedAt: now };
  } catch (error) {
    const damaged = error instanceof MediaReadError || failedItem !== undefined;
    return { ok: false, reason: damaged ? 'damaged' : 'failed', item: failedItem };
  }
}
