import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserBadge, type BadgeAdapter } from './badge';
import { FakeBadge } from './badge.test-support';

interface Device {
  adapter: BadgeAdapter;
  shown(): boolean;
}

function browserDevice(): Device {
  let shown = true;
  vi.stubGlobal('navigator', { clearAppBadge: async () => void (shown = false) });
  return { adapter: browserBadge, shown: () => shown };
}

function fakeDevice(): Device {
  const fake = new FakeBadge();
  return { adapter: fake, shown: () => fake.shown };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['the browser', browserDevice],
  ['the fake', fakeDevice],
])('badge contract: %s', (_, makeDevice) => {
  it('clears a shown badge, and clearing again is harmless', async () => {
    const device = makeDevice();
    expect(device.shown()).toBe(true);
    await device.adapter.clearAppBadge();
    await expect(device.adapter.clearAppBadge()).resolves.toBeUndefined();
    expect(device.shown()).toBe(false);
  });
});
