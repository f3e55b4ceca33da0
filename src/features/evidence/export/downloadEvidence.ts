import { saveFile } from '../../../platform/media/download';
import { canSaveStreamed, saveStreamed } from '../../../platform/media/saveStreamed';
import type { Recording } from '../../../vault';
import { evidenceSlices, readEvidence } from '../evidenceRepository';

export type DownloadOutcome = 'saved' | 'cancelled' | 'damaged' | 'failed';

/** The platform calls Download uses (fakes in the tests). */
export interface DownloadDeps {
  canSaveStreamed: typeof canSaveStreamed;
  saveStreamed: typeof saveStreamed;
  saveFile: typeof saveFile;
  readEvidence: typeof readEvidence;
}

const browser: DownloadDeps = { canSaveStreamed, saveStreamed, saveFile, readEvidence };

/**
 * Download of one item. Where the browser lets the user pick a file (Chromium on the desktop) the
 * slices are decrypted one at a time straight into it, so a long video never lies whole in memory;
 * elsewhere the item is decrypted into one Blob and saved as a download. Either way the file is
 * named as the item (kind and capture time). Call it straight from the click: the picker needs
 * the user's gesture, so nothing is awaited before it opens.
 */
export async function downloadEvidence(
  item: Recording,
  deps: DownloadDeps = browser,
): Promise<DownloadOutcome> {
  if (deps.canSaveStreamed()) {
    const result = await deps.saveStreamed(item.name, evidenceSlices(item));
    if (result.ok) return 'saved';
    if (result.reason === 'cancelled') return 'cancelled';
    // A slice that does not decrypt (or the vault locked under the read), as for the Blob below.
    return result.reason === 'read-failed' ? 'damaged' : 'failed';
  }
  const read = await deps.readEvidence(item);
  if (!read.ok) return 'damaged';
  deps.saveFile(item.name, read.blob);
  return 'saved';
}
