/**
 * Saving a large file without holding it in memory: where the browser has `showSaveFilePicker`
 * (Chromium on the desktop), the user picks the file and the chunks are written into it one at a
 * time (FileSystemWritableFileStream). Chromium writes into a temporary `<name>.crswap` beside the
 * chosen file and puts it in place only on close(); abort() deletes it, so a failed save leaves no
 * partial file. Elsewhere callers keep one Blob and `saveFile` (./download.ts).
 */

/** The parts of FileSystemWritableFileStream used here (a fake in the tests). */
export interface WritableFile {
  write(data: Uint8Array<ArrayBuffer>): Promise<void>;
  close(): Promise<void>;
  abort(reason?: unknown): Promise<void>;
}

export type SaveFilePicker = (options: {
  suggestedName: string;
}) => Promise<{ createWritable(): Promise<WritableFile> }>;

function browserPicker(): SaveFilePicker | undefined {
  if (typeof window === 'undefined') return undefined;
  const picker = (window as unknown as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  return typeof picker === 'function' ? picker.bind(window) : undefined;
}

/** Whether saveStreamed can run here (else: one Blob and saveFile). */
export function canSaveStreamed(): boolean {
  return browserPicker() !== undefined;
}

export type SaveStreamedResult =
  | { ok: true }
  /** The user closed the picker: not an error to show. */
  | { ok: false; reason: 'cancelled' | 'unsupported' | 'write-failed' }
  /** `chunks` threw (for evidence: damaged, or the vault locked): the file was discarded. */
  | { ok: false; reason: 'read-failed'; error: unknown };

const discard = (file: WritableFile) => file.abort().catch(() => undefined);

/**
 * Asks where to save `name`, then writes `chunks` into that file in order. Call it straight from
 * the click (the picker needs the user's gesture). Each chunk is wiped once written: the caller
 * hands over decrypted copies it does not keep.
 */
export async function saveStreamed(
  name: string,
  chunks: AsyncIterable<Uint8Array>,
  picker: SaveFilePicker | undefined = browserPicker(),
): Promise<SaveStreamedResult> {
  if (!picker) return { ok: false, reason: 'unsupported' };
  let file: WritableFile;
  try {
    const handle = await picker({ suggestedName: name });
    file = await handle.createWritable();
  } catch (error) {
    // A DOMException (not an Error in every realm): the picker closed without a choice.
    const cancelled = (error as { name?: unknown } | null)?.name === 'AbortError';
    return { ok: false, reason: cancelled ? 'cancelled' : 'write-failed' };
  }
  const iterator = chunks[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Uint8Array>;
    try {
      next = await iterator.next();
    } catch (error) {
      await discard(file);
      return { ok: false, reason: 'read-failed', error };
    }
    if (next.done) break;
    try {
      // A chunk of our own type for the file API; both copies are wiped after.
      const chunk = new Uint8Array(next.value);
      next.value.fill(0);
      await file.write(chunk);
      chunk.fill(0);
    } catch {
      await discard(file);
      await iterator.return?.().catch(() => undefined);
      return { ok: false, reason: 'write-failed' };
    }
  }
  try {
    await file.close();
    return { ok: true };
  } catch {
    await discard(file);
    return { ok: false, reason: 'write-failed' };
  }
}
