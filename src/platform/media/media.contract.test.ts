import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserMedia,
  type CaptureKind,
  type DevicePermission,
  type MediaAdapter,
  type MediaFailure,
} from './media';
import { FakeMedia, FakeMediaStream, fakeStreamFor, type Opened } from './media.test-support';

/** One device, as a test drives it: what it allows, refuses and plays, and its recorder's slices. */
interface Device {
  adapter: MediaAdapter;
  /** What was opened, in order. */
  opened(): Opened[];
  /** Every open fails with this from now on (null: opens succeed). */
  refuse(reason: MediaFailure | null): void;
  permit(name: 'camera' | 'microphone', state: DevicePermission): void;
  /** The recorder cannot start. */
  recorderFails(): void;
  /** The last recorder started: how often it slices, and a slice now or at its stop. */
  sliceMs(): number | undefined;
  emit(text: string): void;
  atStop(text: string): void;
  /** Whether a stream plays in a video element (false: autoplay blocked). */
  plays(yes: boolean): void;
  /** No getUserMedia, getDisplayMedia, MediaRecorder or permissions. */
  unsupported(): void;
}

const ERROR_NAME: Record<MediaFailure, string> = {
  denied: 'NotAllowedError',
  'not-found': 'NotFoundError',
  'not-supported': 'NotSupportedError',
  busy: 'NotReadableError',
  failed: 'UnknownError',
};

/** What the adapter asked getUserMedia for, by its constraints (spec §9 sizes). */
function openedBy(constraints: MediaStreamConstraints): Opened | 'unexpected' {
  const video = constraints.video as
    { width?: { ideal?: number }; facingMode?: string } | undefined;
  const wide = video?.width?.ideal === 1280;
  if (constraints.audio === true && !video) return 'audio';
  if (constraints.audio === true && wide) return 'video';
  if (!constraints.audio && wide) return 'camera';
  if (!constraints.audio && video?.width?.ideal === 640 && video.facingMode === 'user')
    return 'hand';
  return 'unexpected';
}

/**
 * The browser's adapter over a jsdom given navigator.mediaDevices, navigator.permissions and a
 * MediaRecorder that the test drives; unsupported() takes them away again (jsdom has none).
 */
function browserDevice(): Device {
  const opened: (Opened | 'unexpected')[] = [];
  const permissions: Partial<Record<string, DevicePermission>> = {};
  let refusal: MediaFailure | null = null;
  let recorderThrows = false;
  const recorders: StubRecorder[] = [];

  const open = async (what: Opened | 'unexpected') => {
    opened.push(what);
    if (refusal) throw new DOMException('refused', ERROR_NAME[refusal]);
    return fakeStreamFor(what === 'unexpected' ? 'video' : what).asMediaStream();
  };

  class StubRecorder extends EventTarget {
    static isTypeSupported = (type: string) => type.includes('/webm');
    state: RecordingState = 'inactive';
    timeslice: number | undefined;
    last: Blob | null = null;

    constructor(
      readonly stream: MediaStream,
      readonly options: MediaRecorderOptions = {},
    ) {
      super();
      if (recorderThrows) throw new DOMException('no', 'NotSupportedError');
    }

    get mimeType() {
      return this.options.mimeType ?? '';
    }

    start(timeslice?: number) {
      this.state = 'recording';
      this.timeslice = timeslice;
      recorders.push(this);
    }

    stop() {
      if (this.state === 'inactive') throw new DOMException('stopped', 'InvalidStateError');
      this.state = 'inactive';
      // As the browser: what it still holds (maybe nothing), then 'stop', after this task.
      setTimeout(() => {
        this.hand(this.last ?? new Blob([]));
        this.dispatchEvent(new Event('stop'));
      });
    }

    hand(data: Blob) {
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
    }
  }

  vi.stubGlobal('navigator', {
    mediaDevices: {
      getUserMedia: (constraints: MediaStreamConstraints) => open(openedBy(constraints)),
      getDisplayMedia: () => open('screen'),
    },
    permissions: {
      query: async ({ name }: PermissionDescriptor) => {
        const state = permissions[name];
        // Firefox knows no 'camera' permission name: it throws.
        if (!state) throw new TypeError(`'${name}' is not a valid permission name`);
        return { state };
      },
    },
  });
  vi.stubGlobal('MediaStream', FakeMediaStream);
  vi.stubGlobal('MediaRecorder', StubRecorder);

  return {
    adapter: browserMedia,
    opened: () => opened.filter((what): what is Opened => what !== 'unexpected'),
    refuse: (reason) => (refusal = reason),
    permit: (name, state) => (permissions[name] = state),
    recorderFails: () => (recorderThrows = true),
    sliceMs: () => recorders.at(-1)?.timeslice,
    emit: (text) => {
      // A browser's recorder hands nothing once stopped.
      const recorder = recorders.at(-1);
      if (recorder?.state === 'recording') recorder.hand(new Blob([text]));
    },
    atStop: (text) => {
      const recorder = recorders.at(-1);
      if (recorder) recorder.last = new Blob([text]);
    },
    plays(yes) {
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => {
        if (!yes) throw new DOMException('autoplay', 'NotAllowedError');
      });
      vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
      vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) =>
        done(new Blob(['jpeg'], { type })),
      );
    },
    unsupported: () => vi.unstubAllGlobals(),
  };
}

function fakeDevice(): Device {
  const fake = new FakeMedia();
  return {
    adapter: fake,
    opened: () => fake.opened,
    refuse: (reason) => (fake.refusal = reason),
    permit: (name, state) => (fake.permissions[name] = state),
    recorderFails: () => (fake.recorderStarts = false),
    sliceMs: () => fake.lastRecorder?.sliceMs,
    emit: (text) => fake.lastRecorder?.emit(text),
    atStop: (text) => {
      if (fake.lastRecorder) fake.lastRecorder.lastSlice = new Blob([text]);
    },
    plays: (yes) => (fake.plays = yes),
    unsupported: () => (fake.supported = false),
  };
}

const kinds = (stream: MediaStream) =>
  stream
    .getTracks()
    .map((track) => track.kind)
    .sort();

async function open(adapter: MediaAdapter, kind: CaptureKind): Promise<MediaStream> {
  const result = await adapter.openCapture(kind);
  if (!result.ok) throw new Error(`${kind} did not open: ${result.reason}`);
  return result.stream;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['the browser', browserDevice],
  ['the fake', fakeDevice],
])('media contract: %s', (_, makeDevice) => {
  it('opens the microphone, camera and microphone, the screen, the photo and the hand cameras', async () => {
    const { adapter, opened } = makeDevice();
    expect(kinds(await open(adapter, 'audio'))).toEqual(['audio']);
    expect(kinds(await open(adapter, 'video'))).toEqual(['audio', 'video']);
    expect(kinds(await open(adapter, 'screen'))).toEqual(['audio', 'video']);
    const camera = await adapter.openCamera();
    expect(camera.ok && kinds(camera.stream)).toEqual(['video']);
    const hand = await adapter.openHandCamera();
    expect(hand.ok && kinds(hand.stream)).toEqual(['video']);
    expect(opened()).toEqual(['audio', 'video', 'screen', 'camera', 'hand']);
  });

  it('stopping a stream ends its tracks quietly; a device that ends one tells its listeners', async () => {
    const { adapter } = makeDevice();
    const stopped = await open(adapter, 'video');
    const quiet = vi.fn();
    for (const track of stopped.getTracks()) track.addEventListener('ended', quiet);
    adapter.stopStream(stopped);
    expect(stopped.getTracks().map((track) => track.readyState)).toEqual(['ended', 'ended']);
    expect(quiet).not.toHaveBeenCalled();

    const shared = await open(adapter, 'screen');
    const ended = vi.fn();
    shared.getTracks()[0]?.addEventListener('ended', ended, { once: true });
    (shared as unknown as FakeMediaStream).end();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it.each<MediaFailure>(['denied', 'busy', 'not-found', 'not-supported', 'failed'])(
    "says '%s' when the device refuses, for every open",
    async (reason) => {
      const device = makeDevice();
      device.refuse(reason);
      const refused = { ok: false, reason };
      for (const kind of ['audio', 'video', 'screen'] as const)
        expect(await device.adapter.openCapture(kind)).toEqual(refused);
      expect(await device.adapter.openCamera()).toEqual(refused);
      expect(await device.adapter.openHandCamera()).toEqual(refused);
      device.refuse(null);
      expect((await device.adapter.openCapture('audio')).ok).toBe(true);
    },
  );

  it('answers camera and microphone permissions without asking, and "prompt" when it cannot say', async () => {
    const device = makeDevice();
    device.permit('microphone', 'granted');
    expect(await device.adapter.devicePermission('microphone')).toBe('granted');
    expect(await device.adapter.devicePermission('camera')).toBe('prompt');
    device.permit('camera', 'denied');
    expect(await device.adapter.devicePermission('camera')).toBe('denied');
    expect(device.opened()).toEqual([]);
  });

  it('hands over slices in order every second (two for the screen), the last one before stop() resolves', async () => {
    const device = makeDevice();
    const stream = await open(device.adapter, 'audio');
    const slices: Blob[] = [];
    const started = device.adapter.startRecorder(stream, 'audio', (slice) => slices.push(slice));
    if (!started.ok) throw new Error('the recorder did not start');
    expect(started.recorder.mimeType).toBe(device.adapter.bestMimeType('audio'));
    expect(started.recorder.mimeType).toMatch(/^audio\//);
    expect(device.sliceMs()).toBe(1000);
    device.emit('one ');
    device.emit('');
    device.emit('two ');
    device.atStop('last');
    await started.recorder.stop();
    await started.recorder.stop();
    device.emit('late');
    const texts = await Promise.all(slices.map((slice) => slice.text()));
    expect(texts).toEqual(['one ', 'two ', 'last']);

    const screen = device.adapter.startRecorder(
      await open(device.adapter, 'screen'),
      'screen',
      () => undefined,
    );
    expect(screen.ok && screen.recorder.mimeType).toMatch(/^video\//);
    expect(device.sliceMs()).toBe(2000);
  });

  it('says so when the recorder cannot start', async () => {
    const device = makeDevice();
    const stream = await open(device.adapter, 'video');
    device.recorderFails();
    expect(device.adapter.startRecorder(stream, 'video', () => undefined)).toEqual({ ok: false });
  });

  it('plays a stream muted and inline, and takes a JPEG from it', async () => {
    const device = makeDevice();
    device.plays(true);
    const result = await device.adapter.openCamera();
    if (!result.ok) throw new Error('the camera did not open');
    const video = await device.adapter.playStream(result.stream);
    expect(video?.muted).toBe(true);
    expect(video?.srcObject).toBe(result.stream);
    const photo = await device.adapter.capturePhoto(result.stream);
    expect(photo?.type).toBe('image/jpeg');
    expect(photo?.size).toBeGreaterThan(0);
  });

  it('gives null, not a hang, when the stream does not play', async () => {
    const device = makeDevice();
    device.plays(false);
    const stream = await open(device.adapter, 'video');
    expect(await device.adapter.playStream(stream)).toBeNull();
    expect(await device.adapter.capturePhoto(stream)).toBeNull();
  });

  it('refuses clearly without getUserMedia, MediaRecorder or permissions (jsdom has none)', async () => {
    const device = makeDevice();
    device.unsupported();
    const unsupported = { ok: false, reason: 'not-supported' };
    for (const kind of ['audio', 'video', 'screen'] as const)
      expect(await device.adapter.openCapture(kind)).toEqual(unsupported);
    expect(await device.adapter.openCamera()).toEqual(unsupported);
    expect(await device.adapter.openHandCamera()).toEqual(unsupported);
    expect(await device.adapter.devicePermission('microphone')).toBe('prompt');
    expect(device.adapter.bestMimeType('video')).toBe('');
    const stream = new FakeMediaStream(['audio']).asMediaStream();
    expect(device.adapter.startRecorder(stream, 'audio', () => undefined)).toEqual({ ok: false });
  });
});

describe('media contract: the browser on bare jsdom', () => {
  it('really has none of them, so the refusal above is what a test without the fake gets', () => {
    expect(navigator.mediaDevices).toBeUndefined();
    expect('MediaRecorder' in globalThis).toBe(false);
    expect('permissions' in navigator).toBe(false);
  });
});
