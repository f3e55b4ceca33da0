import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserVibration, type VibrationAdapter } from './vibrate';
import { FakeVibration } from './vibrate.test-support';

/** A device as a test sets it up: a motor or none, a recent tap or none; what the motor played. */
interface Device {
  adapter: VibrationAdapter;
  set(motor: boolean, activation: boolean): void;
  played(): unknown[];
}

function browserDevice(): Device {
  const played: unknown[] = [];
  return {
    adapter: browserVibration,
    set(motor, activation) {
      vi.stubGlobal('navigator', {
        userActivation: { isActive: activation },
        ...(motor ? { vibrate: (p: unknown) => played.push(p) > 0 } : {}),
      });
    },
    played: () => played,
  };
}

function fakeDevice(): Device {
  const fake = new FakeVibration();
  return {
    adapter: fake,
    set(motor, activation) {
      fake.motor = motor;
      fake.activation = activation;
    },
    played: () => fake.patterns,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['the browser', browserDevice],
  ['the fake', fakeDevice],
])('vibration contract: %s', (_, makeDevice) => {
  it('plays a pattern after a tap and says so', () => {
    const device = makeDevice();
    device.set(true, true);
    expect(device.adapter.hasUserActivation()).toBe(true);
    expect(device.adapter.vibrate([100, 50, 100])).toBe(true);
    expect(device.played()).toEqual([[100, 50, 100]]);
  });

  it('plays nothing without a recent tap, or without a motor', () => {
    const device = makeDevice();
    device.set(true, false);
    expect(device.adapter.hasUserActivation()).toBe(false);
    expect(device.adapter.vibrate(200)).toBe(false);
    device.set(false, true);
    expect(device.adapter.vibrate(200)).toBe(false);
    expect(device.played()).toEqual([]);
  });
});
