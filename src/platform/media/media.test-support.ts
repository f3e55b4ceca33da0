import { installUntilTestEnds } from '../adapter.test-support';
import {
  mediaSlot,
  type CaptureKind,
  type DevicePermission,
  type MediaAdapter,
  type MediaFailure,
  type RecorderHandle,
  type RecorderResult,
  type StreamResult,
} from './media';

/** What was opened: a capture of one kind, the photo camera, or the hand signal's camera. */
export type Opened = CaptureKind | 'camera' | 'hand';

/**
 * A device's track in memory. stop() ends it quietly, as the browser's does; end() is the device
 * (or the browser's own "Stop sharing") ending it, which tells the 'ended' listeners.
 */
export class FakeMediaTrack extends EventTarget {
  readyState: MediaStreamTrackState = 'live';

  constructor(readonly kind: 'audio' | 'video') {
    super();
  }

  stop(): void {
    this.readyState = 'ended';
  }

  end(): void {
    if (this.readyState === 'ended') return;
    this.readyState = 'ended';
    this.dispatchEvent(new Event('ended'));
  }
}

/** A stream in memory: its tracks, and whether any is still live (the camera light on). */
export class FakeMediaStream {
  readonly tracks: FakeMediaTrack[];

  constructor(kinds: readonly ('audio' | 'video')[]) {
    this.tracks = kinds.map((kind) => new FakeMediaTrack(kind));
  }

  getTracks(): FakeMediaTrack[] {
    return [...this.tracks];
  }

  getAudioTracks(): FakeMediaTrack[] {
    return this.tracks.filter((track) => track.kind === 'audio');
  }

  getVideoTracks(): FakeMediaTrack[] {
    return this.tracks.filter((track) => track.kind === 'video');
  }

  get active(): boolean {
    return this.tracks.some((track) => track.readyState === 'live');
  }

  /** The device ends every track (a camera unplugged, "Stop sharing"). */
  end(): void {
    for (const track of this.tracks) track.end();
  }

  /** The one cast: the app holds streams as MediaStream and uses only what this class has. */
  asMediaStream(): MediaStream {
    return this as unknown as MediaStream;
  }
}

/** The stream a fake (or a test's stubbed navigator.mediaDevices) hands out, by what was opened. */
export function fakeStreamFor(opened: Opened): FakeMediaStream {
  if (opened === 'audio') return new FakeMediaStream(['audio']);
  if (opened === 'camera' || opened === 'hand') return new FakeMediaStream(['video']);
  return new FakeMediaStream(['video', 'audio']);
}

/**
 * A MediaRecorder in memory: emit() hands a slice now, lastSlice is handed at stop() (as the
 * browser hands what it still holds), and nothing comes after stop().
 */
export class FakeRecorder implements RecorderHandle {
  state: 'recording' | 'inactive' = 'recording';
  /** What stop() hands over before it resolves, if anything. */
  lastSlice: Blob | null = null;
  /** How many times stop() was called. */
  stops = 0;

  constructor(
    readonly stream: MediaStream,
    readonly kind: CaptureKind,
    readonly mimeType: string,
    /** How often the browser's recorder would hand a slice. */
    readonly sliceMs: number,
    private readonly onSlice: (slice: Blob) => void,
  ) {}

  /** Hands a slice to the app now (dropped if empty, or after stop, as the browser does). */
  emit(data: BlobPart | Blob): void {
    if (this.state !== 'recording') return;
    const slice = data instanceof Blob ? data : new Blob([data], { type: this.mimeType });
    if (slice.size > 0) this.onSlice(slice);
  }

  async stop(): Promise<void> {
    this.stops += 1;
    if (this.state === 'inactive') return;
    const last = this.lastSlice;
    if (last) this.emit(last);
    this.state = 'inactive';
  }
}

/**
 * Camera, microphone, screen and MediaRecorder in memory. A test sets the permissions, refuses
 * the next opens, makes the recorder fail or frames not play, and reads what was opened; each
 * stream's tracks can end, and each recorder emits slices on demand.
 */
export class FakeMedia implements MediaAdapter {
  /** false: a browser without getUserMedia, getDisplayMedia or MediaRecorder. */
  supported = true;
  /** What devicePermission() answers; never a prompt. */
  readonly permissions: Record<'camera' | 'microphone', DevicePermission> = {
    camera: 'prompt',
    microphone: 'prompt',
  };
  /** Why every open fails from now on, or null when opens succeed. */
  refusal: MediaFailure | null = null;
  /** false: startRecorder() fails ({ ok: false }), as a MediaRecorder that throws. */
  recorderStarts = true;
  /** false: the stream does not play, so playStream() and capturePhoto() give null. */
  plays = true;
  /** What bestMimeType() answers for each kind. */
  readonly mimeTypes: Record<CaptureKind, string> = {
    audio: 'audio/webm;codecs=opus',
    video: 'video/webm;codecs=vp8,opus',
    screen: 'video/webm;codecs=vp8,opus',
  };
  /** Every open asked, in order (refused ones too). */
  readonly opened: Opened[] = [];
  /** Every stream handed out, in order. */
  readonly streams: FakeMediaStream[] = [];
  /** Every recorder started, in order. */
  readonly recorders: FakeRecorder[] = [];

  openCapture(kind: CaptureKind): Promise<StreamResult> {
    return this.#open(kind);
  }

  openCamera(): Promise<StreamResult> {
    return this.#open('camera');
  }

  openHandCamera(): Promise<StreamResult> {
    return this.#open('hand');
  }

  async playStream(stream: MediaStream): Promise<HTMLVideoElement | null> {
    if (!this.plays) return null;
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    return video;
  }

  stopStream(stream: MediaStream): void {
    for (const track of stream.getTracks()) track.stop();
  }

  async devicePermission(name: 'camera' | 'microphone'): Promise<DevicePermission> {
    return this.supported ? this.permissions[name] : 'prompt';
  }

  bestMimeType(kind: CaptureKind): string {
    return this.supported ? this.mimeTypes[kind] : '';
  }

  startRecorder(
    stream: MediaStream,
    kind: CaptureKind,
    onSlice: (slice: Blob) => void,
  ): RecorderResult {
    if (!this.supported || !this.recorderStarts) return { ok: false };
    const sliceMs = kind === 'screen' ? 2000 : 1000;
    const recorder = new FakeRecorder(stream, kind, this.mimeTypes[kind], sliceMs, onSlice);
    this.recorders.push(recorder);
    return { ok: true, recorder };
  }

  async capturePhoto(_stream: MediaStream): Promise<Blob | null> {
    if (!this.plays) return null;
    return new Blob(['fake jpeg'], { type: 'image/jpeg' });
  }

  /** The stream handed out last. */
  get lastStream(): FakeMediaStream | undefined {
    return this.streams.at(-1);
  }

  /** The recorder started last. */
  get lastRecorder(): FakeRecorder | undefined {
    return this.recorders.at(-1);
  }

  /** How many streams still hold a device (a track live). */
  get live(): number {
    return this.streams.filter((stream) => stream.active).length;
  }

  async #open(opened: Opened): Promise<StreamResult> {
    this.opened.push(opened);
    if (!this.supported) return { ok: false, reason: 'not-supported' };
    if (this.refusal) return { ok: false, reason: this.refusal };
    const stream = fakeStreamFor(opened);
    this.streams.push(stream);
    return { ok: true, stream: stream.asMediaStream() };
  }
}

/** A fresh FakeMedia in place of the browser's until the current test ends. */
export function installFakeMedia(): FakeMedia {
  return installUntilTestEnds(mediaSlot, new FakeMedia());
}
