import { devicePermission } from '../../platform/media';
import { isVaultOpen, vaultMode } from '../../vault';
import { startRecording, stopRecording, useRecorderStore, type CaptureOutcome } from './recorder';

/** A panic recording stops by itself after this long unless the user stops it first. */
export const PANIC_RECORDING_MS = 10 * 60 * 1000;

/**
 * The panic action's capture (spec §4): video where both camera and microphone are already
 * granted, else audio where the microphone is, else nothing. Never asks: a permission prompt is
 * exactly what a watcher would see. Only into the open real vault: while locked there is no key to
 * seal with, and in the decoy the recording would be shown to the very person it is about.
 * `audioOnly`: Ctrl+Shift+S asks for an audio recording (spec §4), even where the camera is allowed.
 */
export async function capturePanicEvidence(audioOnly = false): Promise<CaptureOutcome | null> {
  if (!isVaultOpen() || vaultMode() !== 'real') return null;
  if (useRecorderStore.getState().status !== 'idle') return null;
  const [camera, microphone] = await Promise.all([
    devicePermission('camera'),
    devicePermission('microphone'),
  ]);
  if (microphone !== 'granted') return null;
  const outcome = await startRecording(camera === 'granted' && !audioOnly ? 'video' : 'audio');
  if (outcome.ok) {
    const startedAt = useRecorderStore.getState().startedAt;
    setTimeout(() => {
      if (useRecorderStore.getState().startedAt === startedAt) void stopRecording();
    }, PANIC_RECORDING_MS);
  }
  return outcome;
}
