import { beforeEach, describe, expect, it, vi } from 'vitest';

const permissions = vi.hoisted(() => ({ camera: 'prompt', microphone: 'prompt' }));
const vault = vi.hoisted(() => ({ open: true, mode: 'real' as 'real' | 'decoy' }));
const startRecording = vi.hoisted(() => vi.fn(async () => ({ ok: true as const })));

vi.mock('../../platform/media', () => ({
  devicePermission: async (name: 'camera' | 'microphone') => permissions[name],
}));
vi.mock('../../vault', () => ({
  isVaultOpen: () => vault.open,
  vaultMode: () => vault.mode,
}));
vi.mock('./recorder', () => ({
  startRecording,
  stopRecording: vi.fn(),
  useRecorderStore: { getState: () => ({ status: 'idle', startedAt: 1 }) },
}));

const { capturePanicEvidence } = await import('./panicCapture');

beforeEach(() => {
  startRecording.mockClear();
  Object.assign(permissions, { camera: 'prompt', microphone: 'prompt' });
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
  });

  it('records nothing into the decoy or while locked', async () => {
    Object.assign(permissions, { camera: 'granted', microphone: 'granted' });
    vault.mode = 'decoy';
    expect(await capturePanicEvidence()).toBeNull();
    Object.assign(vault, { open: false, mode: 'real' });
    expect(await capturePanicEvidence()).toBeNull();
    expect(startRecording).not.toHaveBeenCalled();
  });
});
