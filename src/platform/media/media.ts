/**
 * Camera, microphone, screen capture and MediaRecorder (spec §9 Recording chunks and formats).
 * Every failure is a reason the evidence feature turns into the spec's §8 message.
 */

export type CaptureKind = 'audio' | 'video' | 'screen';
export type MediaFailure = 'denied' | 'not-found' | 'not-supported' | 'busy' | 'failed';
export type StreamResult = { ok: true; stream: MediaStream } | { ok: false; reason: MediaFailure };
export type DevicePermission = 'granted' | 'denied' | 'prompt';

/** Spec §9: video asked at 1280x720. */
const VIDEO = { width: { ideal: 1280 }, height: { ideal: 720 } };

export function toMediaFailure(error: unknown): MediaFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'not-found';
  if (name === 'NotSupportedError' || name === 'TypeError') return 'not-supported';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

function mediaDevices(): MediaDevices | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
}

/** Microphone (audio), camera and microphone (video), or the screen. */
export async function openCapture(kind: CaptureKind): Promise<StreamResult> {
  const devices = mediaDevices();
  try {
    if (kind === 'screen') {
      if (!devices?.getDisplayMedia) return { ok: false, reason: 'not-supported' };
      return { ok: true, stream: await devices.getDisplayMedia({ video: true, audio: true }) };
    }
    if (!devices?.getUserMedia) return { ok: false, reason: 'not-supported' };
    const constraints = kind === 'audio' ? { audio: true } : { audio: true, video: VIDEO };
    return { ok: true, stream: await devices.getUserMedia(constraints) };
  } catch (error) {
    return { ok: false, reason: toMediaFailure(error) };
  }
}

/** The camera alone, for a photo. */
export async function openCamera(): Promise<StreamResult> {
  const devices = mediaDevices();
  if (!devices?.getUserMedia) return { ok: false, reason: 'not-supported' };
  try {
    return { ok: true, stream: await devices.getUserMedia({ video: VIDEO }) };
  } catch (error) {
    return { ok: false, reason: toMediaFailure(error) };
  }
}

/**
 * The front camera at a small size, for the hand signal: the landmark model works on 256-pixel
 * crops, so a larger frame would only cost time. No audio.
 */
export async function openHandCamera(): Promise<StreamResult> {
  const devices = mediaDevices();
  if (!devices?.getUserMedia) return { ok: false, reason: 'not-supported' };
  try {
    const video = { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' };
    return { ok: true, stream: await devices.getUserMedia({ video }) };
  } catch (error) {
    return { ok: false, reason: toMediaFailure(error) };
  }
}

/** A muted, inline video element playing a stream, for frames that are read in the page. */
export async function playStream(stream: MediaStream): Promise<HTMLVideoElement | null> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  try {
    await video.play();
    return video;
  } catch {
    return null;
  }
}

export function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * The browser's answer for the camera or microphone without asking: 'prompt' when it cannot say.
 * The panic capture starts only on 'granted', so no prompt appears in front of a watcher.
 */
export async function devicePermission(name: 'camera' | 'microphone'): Promise<DevicePermission> {
  try {
    const status = await navigator.permissions.query({ name: name as PermissionName });
    return status.state;
  } catch {
    return 'prompt';
  }
}

/**
 * The containers to try, best first. Video is MP4 (the spec's format: H.264 with AAC, or with Opus
 * where the browser has no AAC encoder, as Debian's Chromium) where the browser records it in
 * fragments of one keyframe each (see below), else WebM; the bare 'video/mp4' last, for browsers
 * that record nothing else. Audio stays Opus in WebM (small); WAV is made on export (wav.ts).
 */
const MP4_VIDEO = ['video/mp4;codecs=avc1.42E01E,mp4a.40.2', 'video/mp4;codecs=avc1.42E01E,opus'];
const CONTAINERS: Record<'audio' | 'video', readonly string[]> = {
  audio: ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'],
  video: [...MP4_VIDEO, 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'],
};

/**
 * Chromium's MP4 muxer writes a fragment only at a keyframe, and without
 * `videoKeyFrameIntervalDuration` its encoder may write one only at the start: the whole video
 * would stay in memory until Stop, and nothing would be sealed into the vault meanwhile. A browser
 * that knows the option reads it while converting the options dictionary; one that ignores it
 * never does, and records WebM instead.
 */
export function knowsKeyFrameInterval(): boolean {
  if (typeof MediaRecorder === 'undefined') return false;
  let read = false;
  const options = {
    get videoKeyFrameIntervalDuration() {
      read = true;
      return 1000;
    },
  };
  try {
    // A recorder that never starts holds no device: the stream has no tracks.
    new MediaRecorder(new MediaStream(), options as MediaRecorderOptions);
  } catch {
    return false;
  }
  return read;
}

/** The first container of `kind` the browser records (MP4 only when it is written in slices). */
export function chooseMimeType(
  kind: CaptureKind,
  isTypeSupported: (type: string) => boolean,
  mp4InSlices: boolean,
): string {
  const list = CONTAINERS[kind === 'audio' ? 'audio' : 'video'].filter(
    (type) => mp4InSlices || !MP4_VIDEO.includes(type),
  );
  return list.find((type) => isTypeSupported(type)) ?? '';
}

let mp4InSlices: boolean | undefined;

/** The best container this browser records, or '' to let it choose. */
export function bestMimeType(kind: CaptureKind): string {
  if (typeof MediaRecorder === 'undefined') return '';
  mp4InSlices ??= knowsKeyFrameInterval();
  return chooseMimeType(kind, (type) => MediaRecorder.isTypeSupported(type), mp4InSlices);
}

export interface RecorderHandle {
  readonly mimeType: string;
  /** Resolves after the last slice was handed to onSlice. */
  stop(): Promise<void>;
}

export type RecorderResult = { ok: true; recorder: RecorderHandle } | { ok: false };

/**
 * A MediaRecorder that hands over a slice every `sliceMs` (1 s, 2 s for the screen), so each can be
 * sealed and stored as it arrives.
 */
export function startRecorder(
  stream: MediaStream,
  kind: CaptureKind,
  onSlice: (slice: Blob) => void,
): RecorderResult {
  if (typeof MediaRecorder === 'undefined') return { ok: false };
  try {
    const mimeType = bestMimeType(kind);
    const sliceMs = kind === 'screen' ? 2000 : 1000;
    // A keyframe every slice: each MP4 fragment (or WebM cluster) can be stored as it comes.
    const options: MediaRecorderOptions & { videoKeyFrameIntervalDuration?: number } = {
      ...(mimeType ? { mimeType } : {}),
      ...(kind === 'audio' ? {} : { videoKeyFrameIntervalDuration: sliceMs }),
    };
    const recorder = new MediaRecorder(stream, options);
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) onSlice(event.data);
    });
    const stopped = new Promise<void>((resolve) =>
      recorder.addEventListener('stop', () => resolve(), { once: true }),
    );
    recorder.start(sliceMs);
    return {
      ok: true,
      recorder: {
        mimeType: recorder.mimeType || mimeType,
        stop: () => {
          if (recorder.state !== 'inactive') recorder.stop();
          return stopped;
        },
      },
    };
  } catch {
    return { ok: false };
  }
}

/** One JPEG frame from a camera stream. */
export async function capturePhoto(stream: MediaStream): Promise<Blob | null> {
  try {
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    await video.play();
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth || 1280;
    canvas.height = video.videoHeight || 720;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    video.pause();
    video.srcObject = null;
    return await new Promise<Blob | null>((resolve) =>
      canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.92),
    );
  } catch {
    return null;
  }
}
