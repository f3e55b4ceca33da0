import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserDevice, type DeviceAdapter } from './device';
import { FakeDevice } from './device.test-support';

interface Device {
  adapter: DeviceAdapter;
  be(phone: boolean, memoryGib: number | null): void;
}

function browser(): Device {
  return {
    adapter: browserDevice,
    be(phone, memoryGib) {
      vi.stubGlobal('navigator', {
        userAgent: phone ? 'Mozilla/5.0 (Linux; Android 14)' : 'Mozilla/5.0 (X11; Linux x86_64)',
        ...(memoryGib === null ? {} : { deviceMemory: memoryGib }),
      });
    },
  };
}

function fake(): Device {
  const device = new FakeDevice();
  return {
    adapter: device,
    be(phone, memoryGib) {
      device.phone = phone;
      device.memoryGib = memoryGib;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['the browser', browser],
  ['the fake', fake],
])('device contract: %s', (_, makeDevice) => {
  it('tells a phone from a computer, and its memory where reported', () => {
    const device = makeDevice();
    device.be(true, 4);
    expect(device.adapter.isPhone()).toBe(true);
    expect(device.adapter.deviceMemoryGib()).toBe(4);
    device.be(false, null);
    expect(device.adapter.isPhone()).toBe(false);
    expect(device.adapter.deviceMemoryGib()).toBeNull();
  });
});

describe('openExternal', () => {
  it('the fake keeps each link it was asked to open, in order', () => {
    const device = new FakeDevice();
    device.openExternal('tel:999');
    device.openExternal('sms:+447700900123');
    expect(device.opened).toEqual(['tel:999', 'sms:+447700900123']);
  });
});
