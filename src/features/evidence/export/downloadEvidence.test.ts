import { describe, expect, it, vi } from 'vitest';
import type { SaveStreamedResult } from '../../../platform/media/saveStreamed';
import type { Recording } from '../../../vault';
import { downloadEvidence, type DownloadDeps } from './downloadEvidence';

vi.mock('../evidenceRepository', () => ({
  evidenceSlices: (item: Recording) => ({ item: item.id }),
  readEvidence: () => Promise.reject(new Error('the test passes its own')),
}));

const item = {
  id: 'rec-1',
  name: 'Video 2026-11-25 19-30.webm',
  type: 'video',
  mimeType: 'video/webm',
} as Recording;

function deps(streamed: boolean, result: SaveStreamedResult = { ok: true }) {
  const blob = new Blob(['plain'], { type: 'video/webm' });
  return {
    canSaveStreamed: () => streamed,
    saveStreamed: vi.fn<DownloadDeps['saveStreamed']>(() => Promise.resolve(result)),
    saveFile: vi.fn<DownloadDeps['saveFile']>(),
    readEvidence: vi.fn<DownloadDeps['readEvidence']>(() =>
      Promise.resolve({ ok: true as const, blob }),
    ),
    blob,
  };
}

describe('Download of an evidence item', () => {
  it('streams the item’s slices into the picked file where the browser has a picker', async () => {
    const fake = deps(true);
    expect(await downloadEvidence(item, fake)).toBe('saved');
    expect(fake.saveStreamed).toHaveBeenCalledWith('Video 2026-11-25 19-30.webm', {
      item: 'rec-1',
    });
    // Never the whole item in one Blob on this path.
    expect(fake.readEvidence).not.toHaveBeenCalled();
    expect(fake.saveFile).not.toHaveBeenCalled();
  });

  it('keeps one Blob and a download elsewhere, named the same', async () => {
    const fake = deps(false);
    expect(await downloadEvidence(item, fake)).toBe('saved');
    expect(fake.saveFile).toHaveBeenCalledWith('Video 2026-11-25 19-30.webm', fake.blob);
    expect(fake.saveStreamed).not.toHaveBeenCalled();
  });

  it('says nothing when the picker was closed, damaged when a slice failed, failed otherwise', async () => {
    expect(await downloadEvidence(item, deps(true, { ok: false, reason: 'cancelled' }))).toBe(
      'cancelled',
    );
    expect(
      await downloadEvidence(item, deps(true, { ok: false, reason: 'read-failed', error: 1 })),
    ).toBe('damaged');
    expect(await downloadEvidence(item, deps(true, { ok: false, reason: 'write-failed' }))).toBe(
      'failed',
    );
  });
});
