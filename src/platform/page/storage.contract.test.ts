import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, type StorageAdapter } from './storage';
import { FakeStorage } from './storage.test-support';

interface Device {
  adapter: StorageAdapter;
  /** Uses this many bytes of this quota; grants persistence when asked, or not. */
  set(usage: number, quota: number, grants: boolean): void;
}

function browserDevice(): Device {
  return {
    adapter: browserStorage,
    set(usage, quota, grants) {
      let persisted = false;
      vi.stubGlobal('navigator', {
        storage: {
          estimate: async () => ({ usage, quota }),
          persisted: async () => persisted,
          persist: async () => (persisted = grants),
        },
      });
    },
  };
}

function fakeDevice(): Device {
  const fake = new FakeStorage();
  return {
    adapter: fake,
    set(usage, quota, grants) {
      fake.health = { usageBytes: usage, quotaBytes: quota, persisted: false };
      fake.grantsPersistence = grants;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['the browser', browserDevice],
  ['the fake', fakeDevice],
])('storage contract: %s', (_, makeDevice) => {
  it('reports usage and quota, and is persisted once the browser grants it', async () => {
    const device = makeDevice();
    device.set(2_000, 5e9, true);
    expect(await device.adapter.storageHealth()).toEqual({
      usageBytes: 2_000,
      quotaBytes: 5e9,
      persisted: false,
    });
    expect(await device.adapter.requestPersistentStorage()).toBe(true);
    expect((await device.adapter.storageHealth()).persisted).toBe(true);
  });

  it('stays unpersisted when the browser refuses', async () => {
    const device = makeDevice();
    device.set(800, 1e6, false);
    expect(await device.adapter.requestPersistentStorage()).toBe(false);
    expect((await device.adapter.storageHealth()).persisted).toBe(false);
  });
});
