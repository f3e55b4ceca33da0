import { version as appVersion } from '../../../../package.json';
import {
  bestMimeType,
  openCapture,
  startRecorder,
  stopStream,
} from '../../../platform/media/media';
import { startLockedCapture } from '../../../vault/locked';
import { evidenceFileName, formatSize } from '../format';
import { placeIfAllowed, type CaptureOutcome } from './recorder';

/**
 * The panic's recording on the locked calculator (src/vault/lockedCapture.ts seals it to the real
 * vault's public key; the next real unlock imports it into Saved evidence). It stops by itself
 * after LOCKED_RECORDING_MS, at the size bound, at the next real unlock, or when the track ends;
 * it goes on while the page is hidden (a phone put in a pocket) and through the decoy.
 */
export const LOCKED_RECORDING_MS = 5 * 60 * 1000;

let running = false;

/** Whether the locked page is recording now (one recording at a time). */
export function isRecordingWhileLocked(): boolean {
  return running;
}

export async function recordWhileLocked(kind: 'audio' | 'video'): Promise<CaptureOutcome> {
  if (running) return { ok: false, reason: 'busy-recording' };
  running = true;
  const ended = () => {
    running = false;
  };
  try {
    const outcome = await start(kind, ended);
    if (!outcome.ok) ended();
    return outcome;
  } catch (error) {
    ended();
    throw error;
  }
}

async function start(kind: 'audio' | 'video', ended: () => void): Promise<CaptureOutcome> {
  const createdAt = Date.now();
  const mimeType = bestMimeType(kind) || (kind === 'audio' ? 'audio/webm' : 'video/webm');
  const name = evidenceFileName(kind, createdAt, mimeType);
  // The unlock (and the wipe) ask through this; it stops the recording once it runs.
  const control = { stop: async (): Promise<void> => undefined };
  const started = await startLockedCapture(
    { type: kind, mimeType, createdAt, name, appVersion },
    () => control.stop(),
  );
  // No key pair yet (a vault not unlocked since this version), or recordings already waiting.
  if (!started.ok) return { ok: false, reason: started.reason === 'quota' ? 'quota' : 'locked' };
  const { writer } = started;
  const opened = await openCapture(kind);
  if (!opened.ok) {
    await writer.discard();
    return { ok: false, reason: opened.reason };
  }
  let writes: Promise<unknown> = Promise.resolve();
  const recording = startRecorder(opened.stream, kind, (slice) => {
    writes = writes
      .then(() => slice.arrayBuffer())
      .then((buffer) => writer.append(new Uint8Array(buffer)))
      // The size bound, storage full, or the wipe: the recording ends with what it has.
      .then((result) => (result.ok ? undefined : void control.stop()))
      .catch(() => void control.stop());
  });
  if (!recording.ok) {
    stopStream(opened.stream);
    await writer.discard();
    return { ok: false, reason: 'start-failed' };
  }
  const place = placeIfAllowed().catch(() => undefined);
  let stopping: Promise<void> | null = null;
  const timer = setTimeout(() => void control.stop(), LOCKED_RECORDING_MS);
  control.stop = () =>
    (stopping ??= (async () => {
      clearTimeout(timer);
      // The length is what was recorded until the stop, not the time the last writes take.
      const durationSeconds = Math.round((Date.now() - createdAt) / 1000);
      await recording.recorder.stop();
      stopStream(opened.stream);
      await writes;
      await writer.finish(durationSeconds, formatSize(writer.sizeBytes), await place);
    })().finally(ended));
  for (const track of opened.stream.getTracks())
    track.addEventListener('ended', () => void control.stop(), { once: true });
  return { ok: true };
}
