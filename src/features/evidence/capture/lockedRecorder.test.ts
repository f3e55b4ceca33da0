import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeMedia, type FakeMedia } from '../../../platform/media/media.test-support';

/** The locked page's recording: when it stops, and what it hands the sealed writer. */
const sealed = vi.hoisted(() => ({
  start: { ok: true } as { ok: true } | { ok: false; reason: 'no-key' | 'full' },
  stop: null as (() => Promise<void>) | null,
  appended: [] as string[],
  finished: [] as { durationSeconds: number; sizeText: string }[],
  discarded: 0,
  appendResult: { ok: true } as { ok: true } | { ok: false; reason: 'full' },
}));

vi.mock('./recorder', () => ({ placeIfAllowed: async () => undefined }));
vi.mock('../../../vault/device/lockedCapture', () => ({
  startLockedCapture: async (_item: unknown, stop: () => Promise<void>) => {
    sealed.stop = stop;
    if (!sealed.start.ok) return sealed.start;
    let size = 0;
    return {
      ok: true,
      writer: {
        get sizeBytes() {
          return size;
        },
        append: async (bytes: Uint8Array) => {
          sealed.appended.push(new TextDecoder().decode(bytes));
          size += bytes.length;
          return sealed.appendResult;
        },
        finish: async (durationSeconds: number, sizeText: string) => {
          sealed.finished.push({ durationSeconds, sizeText });
          return { ok: true };
        },
        discard: async () => {
          sealed.discarded += 1;
        },
      },
    };
  },
}));

const { isRecordingWhileLocked, LOCKED_RECORDING_MS, recordWhileLocked } =
  await import('./lockedRecorder');

let media: FakeMedia;
/** The writes are in memory, but a loaded machine may be slow to get to them. */
const WAIT = { timeout: 30_000 };
const slice = (text: string) => media.lastRecorder?.emit(text);

beforeEach(async () => {
  // Whatever a test left running ends first.
  await sealed.stop?.();
  media = installFakeMedia();
  Object.assign(sealed, {
    start: { ok: true },
    stop: null,
    appended: [],
    finished: [],
    discarded: 0,
    appendResult: { ok: true },
  });
});

describe('recording while locked', () => {
  it('seals every slice in order and stops when the unlock asks, releasing the camera', async () => {
    expect(await recordWhileLocked('video')).toEqual({ ok: true });
    expect(isRecordingWhileLocked()).toBe(true);
    expect(await recordWhileLocked('audio')).toEqual({ ok: false, reason: 'busy-recording' });
    slice('one ');
    slice('two');
    await sealed.stop?.();
    expect(sealed.appended).toEqual(['one ', 'two']);
    expect(sealed.finished).toEqual([{ durationSeconds: 0, sizeText: '7 B' }]);
    expect(media.opened).toEqual(['video']);
    expect(media.lastRecorder?.stops).toBe(1);
    // The camera and microphone are released.
    expect(media.live).toBe(0);
    expect(isRecordingWhileLocked()).toBe(false);
  });

  it(`stops by itself after ${LOCKED_RECORDING_MS / 60_000} minutes`, async () => {
    vi.useFakeTimers();
    try {
      await recordWhileLocked('video');
      await vi.advanceTimersByTimeAsync(LOCKED_RECORDING_MS - 1_000);
      expect(sealed.finished).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(sealed.finished).toHaveLength(1);
      expect(sealed.finished[0]?.durationSeconds).toBe(LOCKED_RECORDING_MS / 1000);
      expect(isRecordingWhileLocked()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops at the size bound with what it has', async () => {
    await recordWhileLocked('video');
    sealed.appendResult = { ok: false, reason: 'full' };
    slice('too much');
    await vi.waitFor(() => expect(sealed.finished).toHaveLength(1), WAIT);
    expect(media.live).toBe(0);
  });

  it('stops with what it has when the device ends a track', async () => {
    await recordWhileLocked('audio');
    slice('said');
    media.lastStream?.end();
    await vi.waitFor(() => expect(isRecordingWhileLocked()).toBe(false), WAIT);
    expect(sealed.finished).toHaveLength(1);
    expect(sealed.appended).toEqual(['said']);
    expect(media.lastRecorder?.stops).toBe(1);
  });

  it('opens no camera without the vault’s public key, and leaves nothing when the camera fails', async () => {
    sealed.start = { ok: false, reason: 'no-key' };
    expect(await recordWhileLocked('video')).toEqual({ ok: false, reason: 'locked' });
    expect(media.opened).toEqual([]);
    expect(isRecordingWhileLocked()).toBe(false);

    sealed.start = { ok: true };
    media.refusal = 'busy';
    expect(await recordWhileLocked('video')).toEqual({ ok: false, reason: 'busy' });
    expect(sealed.discarded).toBe(1);
    expect(media.recorders).toEqual([]);
    expect(isRecordingWhileLocked()).toBe(false);
  });
});
