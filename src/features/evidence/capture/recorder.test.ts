import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeGeolocation } from '../../../platform/device/geolocation.test-support';
import { installFakeMedia, type FakeMedia } from '../../../platform/media/media.test-support';

/** The recorder's reaction when a slice cannot be stored (storage full, the wipe), or a track ends. */
const writer = vi.hoisted(() => ({
  result: { ok: true } as { ok: true } | { ok: false; reason: 'quota' | 'locked' },
  sizeBytes: 0,
  finished: 0,
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
      get sizeBytes() {
        return writer.sizeBytes;
      },
      append: async (bytes: Uint8Array) => {
        if (writer.result.ok) writer.sizeBytes += bytes.length;
        return writer.result;
      },
      finish: async () => {
        writer.finished += 1;
        return { ok: true, item: { id: 'item-1' } };
      },
    },
  }),
}));

const { startRecording, useRecorderStore } = await import('./recorder');

let media: FakeMedia;
/** The writes are in memory, but a loaded machine may be slow to get to them. */
const WAIT = { timeout: 30_000 };

beforeEach(() => {
  media = installFakeMedia();
  installFakeGeolocation().permission = 'denied';
  Object.assign(writer, { result: { ok: true }, sizeBytes: 0, finished: 0 });
  useRecorderStore.setState({ status: 'idle', failure: null, itemId: null });
});

describe('recorder', () => {
  it('ends the capture and says why when a slice cannot be stored', async () => {
    expect(await startRecording('audio')).toEqual({ ok: true });
    expect(media.opened).toEqual(['audio']);
    expect(useRecorderStore.getState().status).toBe('recording');
    writer.result = { ok: false, reason: 'quota' };
    media.lastRecorder?.emit('slice');
    await vi.waitFor(() => expect(useRecorderStore.getState().status).toBe('idle'), WAIT);
    expect(useRecorderStore.getState().failure).toBe('quota');
    expect(media.lastRecorder?.stops).toBe(1);
    // The microphone is released.
    expect(media.live).toBe(0);
  });

  it('keeps recording while slices are stored', async () => {
    expect(await startRecording('audio')).toEqual({ ok: true });
    media.lastRecorder?.emit('slice');
    await vi.waitFor(() => expect(useRecorderStore.getState().sizeBytes).toBe(5), WAIT);
    expect(useRecorderStore.getState().status).toBe('recording');
    expect(media.live).toBe(1);
    expect(media.lastRecorder?.stops).toBe(0);
  });

  it('saves and releases the device when the browser ends a track ("Stop sharing")', async () => {
    expect(await startRecording('screen')).toEqual({ ok: true });
    media.lastRecorder?.emit('screen');
    media.lastStream?.end();
    await vi.waitFor(() => expect(useRecorderStore.getState().status).toBe('idle'), WAIT);
    expect(writer.finished).toBe(1);
    expect(writer.sizeBytes).toBe(6);
    expect(media.lastRecorder?.stops).toBe(1);
    expect(useRecorderStore.getState().failure).toBeNull();
  });

  it('opens nothing where the microphone was already denied', async () => {
    media.permissions.microphone = 'denied';
    expect(await startRecording('audio')).toEqual({ ok: false, reason: 'permission-denied' });
    expect(media.opened).toEqual([]);
    expect(useRecorderStore.getState().status).toBe('idle');
  });
});
