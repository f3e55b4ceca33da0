import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The recorder's reaction when a slice cannot be stored (storage full, the wipe). */
const media = vi.hoisted(() => ({
  onSlice: null as ((slice: Blob) => void) | null,
  tracksStopped: 0,
  recorderStopped: 0,
}));
const writer = vi.hoisted(() => ({
  result: { ok: true } as { ok: true } | { ok: false; reason: 'quota' | 'locked' },
}));

vi.mock('../../../platform/media/media', () => ({
  bestMimeType: () => 'audio/webm',
  capturePhoto: vi.fn(),
  devicePermission: async () => 'granted',
  openCamera: vi.fn(),
  openCapture: async () => ({
    ok: true,
    stream: { getTracks: () => [{ addEventListener: vi.fn() }] },
  }),
  startRecorder: (_stream: unknown, _kind: unknown, onSlice: (slice: Blob) => void) => {
    media.onSlice = onSlice;
    return {
      ok: true,
      recorder: {
        mimeType: 'audio/webm',
        stop: async () => {
          media.recorderStopped += 1;
        },
      },
    };
  },
  stopStream: () => (media.tracksStopped += 1),
}));
vi.mock('../../../platform/device/geolocation', () => ({
  locationPermission: async () => 'denied',
  currentPosition: vi.fn(),
}));
vi.mock('./limits', () => ({
  canCapture: async () => true,
  trackUsage: async () => undefined,
  usageKindOf: (kind: string) => kind,
}));
vi.mock('../../../vault', () => ({
  vaultMode: () => 'real',
  startMediaItem: async () => ({
    ok: true,
    writer: {
      id: 'item-1',
      sizeBytes: 0,
      append: async () => writer.result,
      finish: vi.fn(),
    },
  }),
}));

const { startRecording, useRecorderStore } = await import('./recorder');

beforeEach(() => {
  Object.assign(media, { onSlice: null, tracksStopped: 0, recorderStopped: 0 });
  useRecorderStore.setState({ status: 'idle', failure: null, itemId: null });
});

describe('recorder', () => {
  it('ends the capture and says why when a slice cannot be stored', async () => {
    expect(await startRecording('audio')).toEqual({ ok: true });
    expect(useRecorderStore.getState().status).toBe('recording');
    writer.result = { ok: false, reason: 'quota' };
    media.onSlice?.(new Blob(['slice']));
    await vi.waitFor(() => expect(useRecorderStore.getState().status).toBe('idle'));
    expect(useRecorderStore.getState().failure).toBe('quota');
    expect(media.recorderStopped).toBe(1);
    expect(media.tracksStopped).toBe(1);
  });

  it('keeps recording while slices are stored', async () => {
    writer.result = { ok: true };
    expect(await startRecording('audio')).toEqual({ ok: true });
    media.onSlice?.(new Blob(['slice']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useRecorderStore.getState().status).toBe('recording');
    expect(media.tracksStopped).toBe(0);
  });
});
