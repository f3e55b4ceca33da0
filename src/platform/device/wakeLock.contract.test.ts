import { afterEach, describe, expect, it } from 'vitest';
import { browserWakeLock, type WakeLockAdapter, type WakeLockState } from './wakeLock';
import { FakeWakeLock } from './wakeLock.test-support';

/** A device as a test sets it up: what it answers a request for the lock; how many it holds. */
interface Device {
  adapter: WakeLockAdapter;
  answer(state: WakeLockState): void;
  holding(): number;
}

function browserDevice(): Device {
  let held = 0;
  return {
    adapter: browserWakeLock,
    answer(state) {
      if (state === 'unsupported')
        return Reflect.deleteProperty(navigator, 'wakeLock') && undefined;
      const request = async () => {
        if (state === 'refused') throw new DOMException('battery saver', 'NotAllowedError');
        held += 1;
        const sentinel = {
          released: false,
          release: async () => {
            sentinel.released = true;
            held -= 1;
          },
        };
        return sentinel;
      };
      Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    },
    holding: () => held,
  };
}

function fakeDevice(): Device {
  const fake = new FakeWakeLock();
  return {
    adapter: fake,
    answer: (state) => (fake.answer = state),
    holding: () => fake.holding,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe.each([
  ['the browser', browserDevice],
  ['the fake', fakeDevice],
])('wake lock contract: %s', (_, makeDevice) => {
  it('holds the screen awake until let go, and says so once it is held', async () => {
    const device = makeDevice();
    device.answer('held');
    expect(device.adapter.supportsWakeLock()).toBe(true);
    const states: WakeLockState[] = [];
    const release = device.adapter.holdScreenAwake((s) => states.push(s));
    await settle();
    expect(states).toEqual(['held']);
    expect(device.holding()).toBe(1);
    release();
    await settle();
    expect(device.holding()).toBe(0);
  });

  it("says 'refused' when the device says no", async () => {
    const device = makeDevice();
    device.answer('refused');
    const states: WakeLockState[] = [];
    const release = device.adapter.holdScreenAwake((s) => states.push(s));
    await settle();
    expect(states).toEqual(['refused']);
    expect(device.holding()).toBe(0);
    release();
  });

  it("says 'unsupported' at once without a wake lock", () => {
    const device = makeDevice();
    device.answer('unsupported');
    expect(device.adapter.supportsWakeLock()).toBe(false);
    const states: WakeLockState[] = [];
    const release = device.adapter.holdScreenAwake((s) => states.push(s));
    expect(states).toEqual(['unsupported']);
    expect(() => release()).not.toThrow();
  });
});
