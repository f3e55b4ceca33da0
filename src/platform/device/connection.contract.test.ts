import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserConnection, type ConnectionAdapter } from './connection';
import { FakeConnection } from './connection.test-support';

interface Device {
  adapter: ConnectionAdapter;
  /** The device joins a network of this browser type ('wifi', 'cellular', ...). */
  join(type: 'wifi' | 'cellular' | 'bluetooth'): void;
}

function browserDevice(): Device {
  const listeners = new Set<() => void>();
  const info = {
    type: undefined as string | undefined,
    addEventListener: (_: 'change', l: () => void) => listeners.add(l),
    removeEventListener: (_: 'change', l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('navigator', { connection: info });
  return {
    adapter: browserConnection,
    join(type) {
      info.type = type;
      listeners.forEach((l) => l());
    },
  };
}

function fakeDevice(): Device {
  const fake = new FakeConnection();
  const KIND = { wifi: 'unmetered', cellular: 'cellular', bluetooth: 'unknown' } as const;
  return { adapter: fake, join: (type) => fake.change(KIND[type]) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['the browser', browserDevice],
  ['the fake', fakeDevice],
])('connection contract: %s', (_, makeDevice) => {
  it('says the kind of network, and tells listeners when it changes until they stop', () => {
    const device = makeDevice();
    const kinds: string[] = [];
    const stop = device.adapter.onConnectionChange(() =>
      kinds.push(device.adapter.connectionKind()),
    );
    expect(device.adapter.connectionKind()).toBe('unknown');
    device.join('cellular');
    device.join('wifi');
    stop();
    device.join('bluetooth');
    expect(kinds).toEqual(['cellular', 'unmetered']);
    expect(device.adapter.connectionKind()).toBe('unknown');
  });
});
