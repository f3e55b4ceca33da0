import { describe, expect, it } from 'vitest';
import { browserRingtone } from './ringtone';
import { FakeRingtone } from './ringtone.test-support';

describe.each([
  ['the browser (jsdom: no Web Audio)', () => browserRingtone],
  ['the fake', () => new FakeRingtone()],
])('ringtone contract: %s', (_, make) => {
  it('starts, and stopping twice is harmless', () => {
    const stop = make().startRingtone();
    expect(() => {
      stop();
      stop();
    }).not.toThrow();
  });
});

describe('the fake ringtone', () => {
  it('rings from start until stopped, and counts a stop once', () => {
    const ringtone = new FakeRingtone();
    const stop = ringtone.startRingtone();
    expect(ringtone.ringing).toBe(true);
    stop();
    stop();
    expect(ringtone).toMatchObject({ ringing: false, started: 1, stopped: 1 });
  });
});
