import { describe, expect, it, vi } from 'vitest';
import { saveStreamed, type SaveFilePicker, type WritableFile } from './saveStreamed';

/** A file as the picker's handle writes it: what landed, and how it ended. */
function fakeFile(failWrite = false) {
  const file = {
    written: [] as number[][],
    /** What each written array holds once saveStreamed is done with it (wiped). */
    arrays: [] as Uint8Array[],
    closed: false,
    aborted: false,
  };
  const writable: WritableFile = {
    write: (data) => {
      if (failWrite) return Promise.reject(new DOMException('full', 'QuotaExceededError'));
      file.written.push(Array.from(data));
      file.arrays.push(data);
      return Promise.resolve();
    },
    close: () => {
      file.closed = true;
      return Promise.resolve();
    },
    abort: () => {
      file.aborted = true;
      return Promise.resolve();
    },
  };
  const picker = vi.fn<SaveFilePicker>(() =>
    Promise.resolve({ createWritable: () => Promise.resolve(writable) }),
  );
  return { file, picker };
}

async function* slices(parts: Uint8Array[], failAfter = Infinity) {
  for (const [i, part] of parts.entries()) {
    if (i >= failAfter) throw new Error('damaged');
    yield part;
  }
}

const parts = () => [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5])];

describe('saveStreamed', () => {
  it('writes the slices into the picked file in order, names it as asked, closes it', async () => {
    const { file, picker } = fakeFile();
    const given = parts();
    expect(await saveStreamed('Video 2026-11-25 19-30.webm', slices(given), picker)).toEqual({
      ok: true,
    });
    expect(picker).toHaveBeenCalledWith({ suggestedName: 'Video 2026-11-25 19-30.webm' });
    expect(file.written).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(file).toMatchObject({ closed: true, aborted: false });
    // No decrypted copy stays behind in memory.
    expect([...given, ...file.arrays].every((a) => a.every((b) => b === 0))).toBe(true);
  });

  it('treats a closed picker as a cancel, not a failure, and reads nothing', async () => {
    const picker = vi.fn<SaveFilePicker>(() =>
      Promise.reject(new DOMException('The user aborted a request.', 'AbortError')),
    );
    const read = vi.fn();
    async function* chunks() {
      read();
      yield new Uint8Array(1);
    }
    expect(await saveStreamed('a.webm', chunks(), picker)).toEqual({
      ok: false,
      reason: 'cancelled',
    });
    expect(read).not.toHaveBeenCalled();
  });

  it('discards the file when a slice cannot be read (damaged, locked)', async () => {
    const { file, picker } = fakeFile();
    const result = await saveStreamed('a.webm', slices(parts(), 1), picker);
    expect(result).toMatchObject({ ok: false, reason: 'read-failed' });
    expect(file).toMatchObject({ closed: false, aborted: true });
  });

  it('discards the file and stops reading when the disk refuses a write', async () => {
    const { file, picker } = fakeFile(true);
    let pulled = 0;
    async function* counted() {
      for (const part of parts()) {
        pulled += 1;
        yield part;
      }
    }
    expect(await saveStreamed('a.webm', counted(), picker)).toEqual({
      ok: false,
      reason: 'write-failed',
    });
    expect(file).toMatchObject({ closed: false, aborted: true });
    expect(pulled).toBe(1);
  });

  it('says unsupported where the browser has no picker (jsdom, like Firefox)', async () => {
    expect(await saveStreamed('a.webm', slices(parts()))).toEqual({
      ok: false,
      reason: 'unsupported',
    });
  });
});
