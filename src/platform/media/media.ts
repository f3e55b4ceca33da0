import { adapterSlot } from '../adapter';

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
async function browserOpenCapture(kind: CaptureKind): Promise<StreamResult> {
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
async function browserOpenCamera(): Promise<StreamResult> {
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
async function browserOpenHandCamera(): Promise<StreamResult> {
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
async function browserPlayStream(stream: MediaStream): Promise<HTMLVideoElement | null> {
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

function browserStopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * The browser's answer for the camera or microphone without asking: 'prompt' when it cannot say.
 * The panic capture starts only on 'granted', so no prompt appears in front of a watcher.
 */
async function browserDevicePermission(name: 'camera' | 'microphone'): Promise<DevicePermission> {
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
function browserBestMimeType(kind: CaptureKind): string {
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
function browserStartRecorder(
  stream: MediaStream,
  kind: CaptureKind,
  onSlice: (slice: Blob) => void,
): RecorderResult {
  if (typeof MediaRecorder === 'undefined') return { ok: false };
  try {
    const mimeType = browserBestMimeType(kind);
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
async function browserCapturePhoto(stream: MediaStream): Promise<Blob | null> {
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

/**
 * What the app asks of the camera, microphone, screen and MediaRecorder; the fake is
 * media.test-support.ts. Without getUserMedia, getDisplayMedia or MediaRecorder (an old browser,
 * an insecure page, jsdom) every open says 'not-supported', startRecorder says { ok: false },
 * bestMimeType says '' and devicePermission says 'prompt': a clear refusal, never a hang.
 */
export interface MediaAdapter {
  /** Microphone (audio), camera and microphone (video, 1280x720 asked), or the screen. */
  openCapture(kind: CaptureKind): Promise<StreamResult>;
  /** The camera alone, for a photo. */
  openCamera(): Promise<StreamResult>;
  /** The front camera at 640x480, no audio, for the hand signal. */
  openHandCamera(): Promise<StreamResult>;
  /** A muted, inline video playing the stream, or null when it does not play. */
  playStream(stream: MediaStream): Promise<HTMLVideoElement | null>;
  /** Ends every track of the stream (the camera light goes off); fires no 'ended'. */
  stopStream(stream: MediaStream): void;
  /** The browser's answer without asking: 'prompt' when it cannot say. */
  devicePermission(name: 'camera' | 'microphone'): Promise<DevicePermission>;
  /** The best container this browser records, or '' to let it choose. */
  bestMimeType(kind: CaptureKind): string;
  /**
   * Hands over a slice every second (two for the screen); empty slices are dropped. stop()
   * resolves after the last slice, and no slice comes after it.
   */
  startRecorder(
    stream: MediaStream,
    kind: CaptureKind,
    onSlice: (slice: Blob) => void,
  ): RecorderResult;
  /** One JPEG frame from a camera stream, or null when none could be taken. */
  capturePhoto(stream: MediaStream): Promise<Blob | null>;
}

export const browserMedia = {
  openCapture: browserOpenCapture,
  openCamera: browserOpenCamera,
  openHandCamera: browserOpenHandCamera,
  playStream: browserPlayStream,
  stopStream: browserStopStream,
  devicePermission: browserDevicePermission,
  bestMimeType: browserBestMimeType,
  startRecorder: browserStartRecorder,
  capturePhoto: browserCapturePhoto,
} satisfies MediaAdapter;

export const mediaSlot = adapterSlot<MediaAdapter>(browserMedia);

export const openCapture = (kind: CaptureKind): Promise<StreamResult> =>
  mediaSlot.current().openCapture(kind);
export const openCamera = (): Promise<StreamResult> => mediaSlot.current().openCamera();
export const openHandCamera = (): Promise<StreamResult> => mediaSlot.current().openHandCamera();
export const playStream = (stream: MediaStream): Promise<HTMLVideoElement | null> =>
  mediaSlot.current().playStream(stream);
export const stopStream = (stream: MediaStream): void => mediaSlot.current().stopStream(stream);
export const devicePermission = (name: 'camera' | 'microphone'): Promise<DevicePermission> =>
  mediaSlot.current().devicePermission(name);
export const bestMimeType = (kind: CaptureKind): string => mediaSlot.current().bestMimeType(kind);
export const startRecorder: MediaAdapter['startRecorder'] = (stream, kind, onSlice) =>
  mediaSlot.current().startRecorder(stream, kind, onSlice);
export const capturePhoto = (stream: MediaStream): Promise<Blob | null> =>
  mediaSlot.current().capturePhoto(stream);
