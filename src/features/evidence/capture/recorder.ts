import { create } from 'zustand';
import { version as appVersion } from '../../../../package.json';
import { currentPosition, locationPermission } from '../../../platform/device/geolocation';
import {
  bestMimeType,
  capturePhoto,
  devicePermission,
  openCamera,
  openCapture,
  startRecorder,
  stopStream,
  type CaptureKind,
  type MediaFailure,
  type RecorderHandle,
} from '../../../platform/media/media';
import {
  startMediaItem,
  vaultMode,
  type MediaWriter,
  type Recording,
  type VaultMode,
} from '../../../vault';
import { evidenceFileName, formatSize } from '../format';
import { canCapture, trackUsage, usageKindOf } from './limits';

/**
 * The one recorder of the app (the dialog, the secret panel and the panic hook share it): capture →
 * MediaRecorder slices → sealed into the vault as they arrive. Nothing is kept in memory beyond the
 * slice in flight.
 */

export type CaptureFailure =
  | MediaFailure
  | 'limit'
  | 'permission-denied'
  | 'start-failed'
  | 'photo-failed'
  | 'locked'
  | 'quota'
  | 'busy-recording';

export type CaptureOutcome = { ok: true; item?: Recording } | { ok: false; reason: CaptureFailure };

interface RecorderState {
  status: 'idle' | 'starting' | 'recording' | 'saving';
  kind: CaptureKind | null;
  startedAt: number;
  sizeBytes: number;
  /** The item being written, so the list does not show it as cut off meanwhile. */
  itemId: string | null;
  /** The store it is written into: the decoy a duress code opens never shows it. */
  mode: VaultMode | null;
  /** Why the last recording ended by itself (a slice could not be stored), for the dialog to say. */
  failure: CaptureFailure | null;
}

const IDLE: RecorderState = {
  status: 'idle',
  kind: null,
  startedAt: 0,
  sizeBytes: 0,
  itemId: null,
  mode: null,
  failure: null,
};

export const useRecorderStore = create<RecorderState>(() => IDLE);

/**
 * The recorder as the open store may show it. A recording goes on through the lock (media.ts):
 * after the next unlock its own store shows it running with Stop; a decoy opened with the duress
 * code meanwhile shows an idle recorder.
 */
export function useVisibleRecorder(): RecorderState {
  const state = useRecorderStore();
  return state.mode === null || state.mode === vaultMode() ? state : IDLE;
}

interface Active {
  stream: MediaStream;
  recorder: RecorderHandle;
  writer: MediaWriter;
  place: Promise<Recording['place']>;
  /** Every slice's read-seal-write, chained so slices are sealed in the recorder's order. */
  writes: Promise<unknown>;
}

let active: Active | null = null;

/** The position only where the user already allowed it: never a prompt at capture time. */
export async function placeIfAllowed(): Promise<Recording['place']> {
  if ((await locationPermission()) !== 'granted') return undefined;
  const result = await currentPosition();
  if (!result.ok) return undefined;
  const { lat, lng, accuracy } = result.position;
  return { lat, lng, accuracy };
}

async function alreadyDenied(kind: CaptureKind | 'photo'): Promise<boolean> {
  if (kind === 'screen') return false;
  const needs: ('camera' | 'microphone')[] =
    kind === 'audio' ? ['microphone'] : kind === 'photo' ? ['camera'] : ['camera', 'microphone'];
  const states = await Promise.all(needs.map(devicePermission));
  return states.includes('denied');
}

export async function startRecording(kind: CaptureKind): Promise<CaptureOutcome> {
  if (useRecorderStore.getState().status !== 'idle') return { ok: false, reason: 'busy-recording' };
  if (!(await canCapture(usageKindOf(kind)))) return { ok: false, reason: 'limit' };
  if (await alreadyDenied(kind)) return { ok: false, reason: 'permission-denied' };
  useRecorderStore.setState({ status: 'starting', kind, sizeBytes: 0, mode: vaultMode() });
  const opened = await openCapture(kind);
  if (!opened.ok) return idleWith(opened.reason);
  const createdAt = Date.now();
  const mimeType = bestMimeType(kind) || (kind === 'audio' ? 'audio/webm' : 'video/webm');
  const started = await startMediaItem({
    name: evidenceFileName(kind, createdAt, mimeType),
    type: kind,
    mimeType,
    createdAt,
    appVersion,
  });
  if (!started.ok) {
    stopStream(opened.stream);
    return idleWith(started.reason);
  }
  const { writer } = started;
  const state = { writes: Promise.resolve() as Promise<unknown> };
  const recording = startRecorder(opened.stream, kind, (slice) => {
    state.writes = state.writes
      .then(() => slice.arrayBuffer())
      .then((buffer) => writer.append(new Uint8Array(buffer)))
      .then((result) => {
        if (result.ok) useRecorderStore.setState({ sizeBytes: writer.sizeBytes });
        else void abandon(writer.id, result.reason);
      })
      .catch(() => undefined);
  });
  if (!recording.ok) {
    stopStream(opened.stream);
    return idleWith('start-failed');
  }
  active = {
    stream: opened.stream,
    recorder: recording.recorder,
    writer,
    place: placeIfAllowed(),
    get writes() {
      return state.writes;
    },
  };
  useRecorderStore.setState({ status: 'recording', startedAt: createdAt, itemId: writer.id });
  // The user (or the browser's own "Stop sharing") may end a track: the recording ends with it.
  for (const track of opened.stream.getTracks())
    track.addEventListener('ended', () => void stopRecording(), { once: true });
  await trackUsage(usageKindOf(kind)).catch(() => undefined);
  return { ok: true };
}

/**
 * A slice could not be stored (storage full, or the wipe stopped the writer): recording on would
 * keep the microphone or camera busy for nothing, so the capture ends and the dialog says why.
 * The item keeps what was stored before; it shows as interrupted.
 */
async function abandon(itemId: string, reason: CaptureFailure): Promise<void> {
  const current = active;
  if (!current || current.writer.id !== itemId) return;
  active = null;
  await current.recorder.stop();
  stopStream(current.stream);
  useRecorderStore.setState({ ...IDLE, failure: reason });
}

function idleWith(reason: CaptureFailure): CaptureOutcome {
  useRecorderStore.setState(IDLE);
  return { ok: false, reason };
}

export async function stopRecording(): Promise<CaptureOutcome> {
  const current = active;
  if (!current || useRecorderStore.getState().status !== 'recording') return { ok: true };
  active = null;
  // The length is what was recorded until Stop, not the time the last writes take.
  const durationSeconds = Math.round((Date.now() - useRecorderStore.getState().startedAt) / 1000);
  useRecorderStore.setState({ status: 'saving' });
  await current.recorder.stop();
  stopStream(current.stream);
  await current.writes;
  const result = await current.writer.finish(
    durationSeconds,
    formatSize(current.writer.sizeBytes),
    await current.place,
  );
  useRecorderStore.setState(IDLE);
  return result.ok ? { ok: true, item: result.item } : { ok: false, reason: result.reason };
}

/** One JPEG from the camera, sealed into the vault as a one-slice item. */
export async function takePhoto(): Promise<CaptureOutcome> {
  if (useRecorderStore.getState().status !== 'idle') return { ok: false, reason: 'busy-recording' };
  if (!(await canCapture('photo'))) return { ok: false, reason: 'limit' };
  if (await alreadyDenied('photo')) return { ok: false, reason: 'permission-denied' };
  const opened = await openCamera();
  if (!opened.ok) return { ok: false, reason: opened.reason };
  const photo = await capturePhoto(opened.stream);
  stopStream(opened.stream);
  if (!photo) return { ok: false, reason: 'photo-failed' };
  const createdAt = Date.now();
  const started = await startMediaItem({
    name: evidenceFileName('photo', createdAt, 'image/jpeg'),
    type: 'photo',
    mimeType: 'image/jpeg',
    createdAt,
    appVersion,
  });
  if (!started.ok) return { ok: false, reason: started.reason };
  const appended = await started.writer.append(new Uint8Array(await photo.arrayBuffer()));
  if (!appended.ok) return { ok: false, reason: appended.reason };
  const result = await started.writer.finish(0, formatSize(photo.size), await placeIfAllowed());
  if (!result.ok) return { ok: false, reason: result.reason };
  await trackUsage('photo').catch(() => undefined);
  return { ok: true, item: result.item };
}
