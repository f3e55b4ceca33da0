import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeMedia, type FakeMedia } from '../../../platform/media/media.test-support';

const vault = vi.hoisted(() => ({ open: true, mode: 'real' as 'real' | 'decoy' | null }));
const startRecording = vi.hoisted(() => vi.fn(async () => ({ ok: true as const })));
const recordWhileLocked = vi.hoisted(() => vi.fn(async () => ({ ok: true as const })));

vi.mock('../../../vault', () => ({
  isVaultOpen: () => vault.open,
  vaultMode: () => vault.mode,
}));
vi.mock('./lockedRecorder', () => ({ recordWhileLocked }));
vi.mock('./recorder', () => ({
  startRecording,
  stopRecording: vi.fn(),
  useRecorderStore: { getState: () => ({ status: 'idle', startedAt: 1 }) },
}));

const { capturePanicEvidence } = await import('./panicCapture');

let media: FakeMedia;
let permissions: FakeMedia['permissions'];

beforeEach(() => {
  startRecording.mockClear();
  recordWhileLocked.mockClear();
  media = installFakeMedia();
  permissions = media.permissions;
  Object.assign(vault, { open: true, mode: 'real' });
});

describe('panic capture', () => {
  it('records video where camera and microphone are already granted', async () => {
    Object.assign(permissions, { camera: 'granted', microphone: 'granted' });
    await capturePanicEvidence();
    expect(startRecording).toHaveBeenCalledWith('video');
  });

  it('records audio only for Ctrl+Shift+S, even where the camera is granted too', async () => {
    Object.assign(permissions, { camera: 'granted', microphone: 'granted' });
    await capturePanicEvidence(true);
    expect(startRecording).toHaveBeenCalledWith('audio');
  });

  it('records audio where only the microphone is granted', async () => {
    permissions.microphone = 'granted';
    await capturePanicEvidence();
    expect(startRecording).toHaveBeenCalledWith('audio');
  });

  it('never asks: without a granted microphone nothing starts (no prompt a watcher could see)', async () => {
    permissions.camera = 'granted';
    expect(await capturePanicEvidence()).toBeNull();
    expect(startRecording).not.toHaveBeenCalled();
    expect(media.opened).toEqual([]);
  });

  it('records nothing into the decoy', async () => {
    Object.assign(permissions, { camera: 'granted', microphone: 'granted' });
    vault.mode = 'decoy';
    expect(await capturePanicEvidence()).toBeNull();
    expect(startRecording).not.toHaveBeenCalled();
    expect(recordWhileLocked).not.toHaveBeenCalled();
  });

  it('records while locked, sealed for the real vault, with the same choice of kind', async () => {
    Object.assign(permissions, { camera: 'granted', microphone: 'granted' });
    Object.assign(vault, { open: false, mode: null });
    expect(await capturePanicEvidence()).toEqual({ ok: true });
    expect(recordWhileLocked).toHaveBeenLastCalledWith('video');
    await capturePanicEvidence(true);
    expect(recordWhileLocked).toHaveBeenLastCalledWith('audio');
    expect(startRecording).not.toHaveBeenCalled();
    // Never asks while locked either.
    permissions.microphone = 'prompt';
    recordWhileLocked.mockClear();
    expect(await capturePanicEvidence()).toBeNull();
    expect(recordWhileLocked).not.toHaveBeenCalled();
  });
});
