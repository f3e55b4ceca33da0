import { afterEach, describe, expect, it, vi } from 'vitest';
import { bestMimeType, chooseMimeType, knowsKeyFrameInterval } from './media';

/** What Debian's Chromium 156 answers to MediaRecorder.isTypeSupported (no AAC encoder). */
const DEBIAN_CHROMIUM = new Set([
  'video/mp4;codecs=avc1.42E01E,opus',
  'video/mp4',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4',
]);
const chromium = (type: string) => DEBIAN_CHROMIUM.has(type);

describe('chooseMimeType', () => {
  it('records video as MP4 (H.264 and Opus) where the browser writes MP4 in slices', () => {
    expect(chooseMimeType('video', chromium, true)).toBe('video/mp4;codecs=avc1.42E01E,opus');
    expect(chooseMimeType('screen', chromium, true)).toBe('video/mp4;codecs=avc1.42E01E,opus');
  });

  it('prefers H.264 with AAC where the browser has an AAC encoder', () => {
    const withAac = (type: string) => chromium(type) || type.includes('mp4a.40.2');
    expect(chooseMimeType('video', withAac, true)).toBe('video/mp4;codecs=avc1.42E01E,mp4a.40.2');
  });

  it('falls back to WebM where MP4 would only be written at Stop, or is not recorded', () => {
    expect(chooseMimeType('video', chromium, false)).toBe('video/webm;codecs=vp8,opus');
    const webmOnly = (type: string) => type.startsWith('video/webm');
    expect(chooseMimeType('video', webmOnly, true)).toBe('video/webm;codecs=vp8,opus');
  });

  it('takes the bare MP4 of a browser that records nothing else', () => {
    expect(chooseMimeType('video', (type) => type === 'video/mp4', false)).toBe('video/mp4');
  });

  it('keeps audio in Opus WebM (WAV is made on export)', () => {
    expect(chooseMimeType('audio', chromium, true)).toBe('audio/webm;codecs=opus');
  });

  it('lets the browser choose when it records none of the list', () => {
    expect(chooseMimeType('video', () => false, true)).toBe('');
  });
});

describe('knowsKeyFrameInterval', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubRecorder(reads: boolean) {
    vi.stubGlobal('MediaStream', class {});
    vi.stubGlobal(
      'MediaRecorder',
      class {
        static isTypeSupported = chromium;
        constructor(_stream: unknown, options: { videoKeyFrameIntervalDuration?: number }) {
          if (reads) void options.videoKeyFrameIntervalDuration;
        }
      },
    );
  }

  it('is true only when the browser reads the option', () => {
    stubRecorder(true);
    expect(knowsKeyFrameInterval()).toBe(true);
    stubRecorder(false);
    expect(knowsKeyFrameInterval()).toBe(false);
  });

  it('bestMimeType asks the browser', () => {
    stubRecorder(true);
    expect(bestMimeType('video')).toBe('video/mp4;codecs=avc1.42E01E,opus');
  });
});
