import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRingtone } from './ringtone';

/** A Web Audio stand-in that records what the ringtone does with it. */
function fakeAudio() {
  const log = { oscillators: [] as { frequency: number; stopped: boolean }[], closed: 0 };
  class FakeContext {
    currentTime = 0;
    destination = {};
    createGain() {
      return {
        gain: {
          value: 0,
          setValueAtTime: vi.fn(),
          linearRampToValueAtTime: vi.fn(),
        },
        connect: vi.fn(),
      };
    }
    createOscillator() {
      const entry = { frequency: 0, stopped: false };
      log.oscillators.push(entry);
      return {
        frequency: {
          set value(v: number) {
            entry.frequency = v;
          },
        },
        connect: vi.fn(),
        start: vi.fn(),
        stop: () => (entry.stopped = true),
      };
    }
    resume = async () => undefined;
    close = async () => {
      log.closed += 1;
    };
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return log;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ringtone', () => {
  it('rings with generated tones (no file) and stops them all, once', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const log = fakeAudio();
    const stop = startRingtone();
    expect(log.oscillators.map((o) => o.frequency)).toEqual([440, 480]);
    stop();
    stop();
    expect(log.oscillators.every((o) => o.stopped)).toBe(true);
    expect(log.closed).toBe(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('stays silent where Web Audio is missing', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(() => startRingtone()()).not.toThrow();
  });
});
