import { devicePermission } from '../../../platform/media/media';
import { isVaultOpen, vaultMode } from '../../../vault';
import { recordWhileLocked } from './lockedRecorder';
import { startRecording, stopRecording, useRecorderStore, type CaptureOutcome } from './recorder';

/** A panic recording stops by itself after this long unless the user stops it first. */
export const PANIC_RECORDING_MS = 10 * 60 * 1000;

/**
 * The panic action's capture (spec §4): video where both camera and microphone are already
 * granted, else audio where the microphone is, else nothing. Never asks: a permission prompt is
 * exactly what a watcher would see. Into the open real vault; while locked, sealed to the real
 * vault's public key for its next unlock (./lockedRecorder.ts); never into the decoy, where the
 * recording would be shown to the very person it is about.
 * `audioOnly`: Ctrl+Shift+S asks for an audio recording (spec §4), even where the camera is allowed.
 */
export async function capturePanicEvidence(audioOnly = false): Promise<CaptureOutcome | null> {
  const locked = !isVaultOpen();
  if (!locked && vaultMode() !== 'real') return null;
  if (useRecorderStore.getState().status !== 'idle') return null;
  const [camera, microphone] = await Promise.all([
    devicePermission('camera'),
    devicePermission('microphone'),
  ]);
  if (microphone !== 'granted') return null;
  const kind = camera === 'granted' && !audioOnly ? 'video' : 'audio';
  if (locked) return recordWhileLocked(kind);
  const outcome = await startRecording(kind);
  if (outcome.ok) {
    const startedAt = useRecorderStore.getState().startedAt;
    setTimeout(() => {
      if (useRecorderStore.getState().startedAt === startedAt) void stopRecording();
    }, PANIC_RECORDING_MS);
  }
  return outcome;
}
