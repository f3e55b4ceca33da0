// @vitest-environment jsdom
// jsdom on purpose, as the app's own tests run: its Uint8Array is another realm's than the ones
// fake-indexeddb and TextEncoder return. fake-indexeddb structured-clones Node's CryptoKey, so the
// real idb-keyval storage is tested as it is; no injectable storage was needed.
import 'fake-indexeddb/auto';
import {
  destroyDeviceKey,
  loadEssentialsBlob,
  openForDevice,
  saveEssentialsBlob,
  sealForDevice,
} from './deviceKey';
import { DEVICE_DB } from '../registry';

const essentials = { contacts: [{ name: 'Sam', phone: '+15551234567' }], message: 'Help ☎' };

/** Runs one request on the device store over a connection of its own, closed afterwards. */
function onStore<T>(work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DEVICE_DB);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const read = work(db.transaction('keys', 'readwrite').objectStore('keys'));
      read.onsuccess = () => {
        db.close();
        resolve(read.result as T);
      };
    };
  });
}

const storedKey = () => onStore<CryptoKey | undefined>((store) => store.get('a'));

function databaseNames(): Promise<string[]> {
  return indexedDB.databases().then((list) => list.map((db) => db.name ?? ''));
}

afterEach(async () => {
  await destroyDeviceKey();
});

describe('device store entry names', () => {
  it('moves the version-1 entries ("device-key", "essentials") to neutral names', async () => {
    await saveEssentialsBlob(await sealForDevice(essentials));
    const key = await storedKey();
    const blob = await onStore<Uint8Array>((store) => store.get('b'));
    await onStore((store) => store.clear());
    await onStore((store) => store.put(key, 'device-key'));
    await onStore((store) => store.put(blob, 'essentials'));
    const moved = await loadEssentialsBlob();
    expect(moved && (await openForDevice<typeof essentials>(moved))).toEqual(essentials);
    expect((await onStore<string[]>((store) => store.getAllKeys())).sort()).toEqual(['a', 'b']);
  });
});

describe('device key envelope', () => {
  it('round-trips a JSON value', async () => {
    const sealed = await sealForDevice(essentials);
    expect(sealed[0]).toBe(1);
    expect(await openForDevice<typeof essentials>(sealed)).toEqual(essentials);
  });

  it('stores one non-extractable AES-GCM key as a CryptoKey and reuses it', async () => {
    const [a, b] = await Promise.all([sealForDevice(1), sealForDevice(2)]);
    const key = await storedKey();
    expect(key?.extractable).toBe(false);
    expect(key?.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(globalThis.crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
    expect([await openForDevice(a), await openForDevice(b)]).toEqual([1, 2]);
  });

  it('uses a random IV: two seals of the same value differ', async () => {
    expect(await sealForDevice(essentials)).not.toEqual(await sealForDevice(essentials));
  });

  it('returns null for altered, truncated or foreign bytes', async () => {
    const sealed = await sealForDevice(essentials);
    for (const bit of [0, 8, 100, sealed.length * 8 - 1]) {
      const damaged = new Uint8Array(sealed);
      damaged[bit >> 3]! ^= 1 << (bit & 7);
      expect(await openForDevice(damaged)).toBeNull();
    }
    expect(await openForDevice(sealed.subarray(0, sealed.length - 1))).toBeNull();
    expect(await openForDevice(new Uint8Array(10))).toBeNull();
  });

  it('refuses values that are not JSON', async () => {
    await expect(sealForDevice(undefined)).rejects.toThrow(TypeError);
  });

  it('saves and loads the essentials blob', async () => {
    expect(await loadEssentialsBlob()).toBeNull();
    await saveEssentialsBlob(await sealForDevice(essentials));
    const blob = await loadEssentialsBlob();
    expect(blob).toBeInstanceOf(Uint8Array);
    expect(await openForDevice(blob!)).toEqual(essentials);
  });

  it('destroyDeviceKey deletes key, blob and database; old envelopes no longer open', async () => {
    const sealed = await sealForDevice(essentials);
    await saveEssentialsBlob(sealed);
    expect(await databaseNames()).toContain(DEVICE_DB);
    await destroyDeviceKey();
    expect(await databaseNames()).not.toContain(DEVICE_DB);
    expect(await loadEssentialsBlob()).toBeNull();
    expect(await openForDevice(sealed)).toBeNull();
    // A fresh key afterwards works, and still cannot open the old envelope.
    expect(await openForDevice(await sealForDevice('new'))).toBe('new');
    expect(await openForDevice(sealed)).toBeNull();
  });

  it('never blocks a deletion of its database by someone else (the wipe, another tab)', async () => {
    const sealed = await sealForDevice(essentials);
    const outcome = await new Promise<string>((resolve) => {
      const request = indexedDB.deleteDatabase(DEVICE_DB);
      request.onsuccess = () => resolve('deleted');
      request.onblocked = () => resolve('blocked');
    });
    expect(outcome).toBe('deleted');
    expect(await openForDevice(sealed)).toBeNull();
    expect(await openForDevice(await sealForDevice('again'))).toBe('again');
  });
});
