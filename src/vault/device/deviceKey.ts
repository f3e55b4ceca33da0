/**
 * The SOS-essentials envelope: contacts, alert message and trigger settings must work while the
 * vault is locked (panic code, check-in expiry, shake and tap triggers), so they cannot sit under
 * the vault key. They are sealed with a device key instead: a non-extractable WebCrypto
 * AES-GCM-256 key, generated once and stored as the CryptoKey object itself in IndexedDB.
 *
 * What this protects: a casual look. Someone browsing devtools' storage panel, or a copied
 * database file, sees only ciphertext; the key's bytes cannot be exported or displayed.
 * What it does not: anyone who can run code in this origin (devtools console, malware, an XSS) can
 * ask the browser to use the key, and a copy of the whole browser profile carries the key with it.
 * docs/SECURITY.md says so. Everything else stays under the vault key.
 */
import { del, get, keys, set, update, type UseStore } from 'idb-keyval';
import { fromUtf8, isBytes, plainBytes, utf8 } from '../crypto/bytes';
import { databaseExists } from '../dbExists';
import { connection } from './connection';

/** Same name as DEVICE_DB in ./registry.ts (not imported, to keep this module light). */
const DATABASE = 'calculator-device';
const STORE = 'keys';
/**
 * The sealed values kept beside the key: the SOS essentials, the duress alarms not yet sent, the
 * server-account deletions a wipe could not send, and the server alerts' own queue (alarms and the
 * check-in deadline not yet confirmed by the server, src/features/emergency/alerts).
 */
export type DeviceBlobName = 'essentials' | 'alarms' | 'account-deletion' | 'alerts';
/** Neutral entry names (devtools shows them); version 1's names move at the first read. */
const KEY_ENTRY = 'a';
const BLOB_ENTRIES: Record<DeviceBlobName, string> = {
  essentials: 'b',
  alarms: 'c',
  'account-deletion': 'd',
  alerts: 'e',
};
const LEGACY_ENTRIES: Record<string, string> = {
  [KEY_ENTRY]: 'device-key',
  [BLOB_ENTRIES.essentials]: 'essentials',
};

const FORMAT = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = { name: 'AES-GCM', length: 256 } as const;
/** Binds the ciphertext to its purpose (and this format version): one blob cannot pass for another. */
const ASSOCIATED_DATA: Record<DeviceBlobName, Uint8Array> = {
  essentials: utf8('calculator-device:sos-essentials:1'),
  alarms: utf8('calculator-device:alarms:1'),
  'account-deletion': utf8('calculator-device:account-deletion:1'),
  alerts: utf8('calculator-device:alerts:1'),
};

/**
 * idb-keyval's createStore, except that the connection closes itself when a wipe (in this tab or
 * another) deletes the database, instead of blocking the deletion, and reopens on next use.
 */
function closableStore(database: string, storeName: string): UseStore {
  const { open } = connection(database, undefined, (db) => db.createObjectStore(storeName));
  return (mode, callback) =>
    open().then((db) => callback(db.transaction(storeName, mode).objectStore(storeName)));
}

/** Opened lazily: importing this module touches no database. */
let store: UseStore | undefined;
function deviceStore(): UseStore {
  store ??= closableStore(DATABASE, STORE);
  return store;
}

/** An entry, moved from its version-1 name if it is still there. */
async function getEntry(entry: string): Promise<unknown> {
  const value = await get<unknown>(entry, deviceStore());
  const legacy = LEGACY_ENTRIES[entry];
  if (value !== undefined || legacy === undefined) return value;
  const old = await get<unknown>(legacy, deviceStore());
  if (old !== undefined) {
    await update<unknown>(entry, (current) => current ?? old, deviceStore());
    await del(legacy, deviceStore());
  }
  return get<unknown>(entry, deviceStore());
}

function isCryptoKey(value: unknown): value is CryptoKey {
  return typeof value === 'object' && value !== null && 'algorithm' in value && 'usages' in value;
}

async function storedKey(): Promise<CryptoKey | undefined> {
  const value = await getEntry(KEY_ENTRY);
  return isCryptoKey(value) ? value : undefined;
}

/**
 * The stored key, created on first use. It is read from IndexedDB each time (no copy in memory),
 * so a wipe in another tab is seen at once; if two tabs create one together, the first stored wins.
 */
async function deviceKey(): Promise<CryptoKey> {
  const existing = await storedKey();
  if (existing) return existing;
  const fresh = await globalThis.crypto.subtle.generateKey(ALGORITHM, false, [
    'encrypt',
    'decrypt',
  ]);
  await update<unknown>(
    KEY_ENTRY,
    (stored) => (isCryptoKey(stored) ? stored : fresh),
    deviceStore(),
  );
  const kept = await storedKey();
  if (!kept) throw new Error('the device key could not be stored');
  return kept;
}

/** JSON → AES-GCM under the device key: [1][iv 12][ciphertext + tag 16]. */
export async function sealForDevice(
  value: unknown,
  purpose: DeviceBlobName = 'essentials',
): Promise<Uint8Array> {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError('only JSON values can be sealed for the device');
  const key = await deviceKey();
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const params = { name: ALGORITHM.name, iv, additionalData: ASSOCIATED_DATA[purpose] };
  const sealed = new Uint8Array(await globalThis.crypto.subtle.encrypt(params, key, utf8(json)));
  const bytes = new Uint8Array(1 + IV_BYTES + sealed.length);
  bytes[0] = FORMAT;
  bytes.set(iv, 1);
  bytes.set(sealed, 1 + IV_BYTES);
  return bytes;
}

/** The value sealed by sealForDevice, or null if it cannot be opened (no key, altered, garbage). */
export async function openForDevice<T>(
  bytes: Uint8Array,
  purpose: DeviceBlobName = 'essentials',
): Promise<T | null> {
  try {
    if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== FORMAT) return null;
    const key = await storedKey();
    if (!key) return null;
    const copy = plainBytes(bytes);
    const iv = copy.subarray(1, 1 + IV_BYTES);
    const params = { name: ALGORITHM.name, iv, additionalData: ASSOCIATED_DATA[purpose] };
    const plain = await globalThis.crypto.subtle.decrypt(params, key, copy.subarray(1 + IV_BYTES));
    return JSON.parse(fromUtf8(new Uint8Array(plain))) as T;
  } catch {
    return null;
  }
}

export async function saveDeviceBlob(name: DeviceBlobName, bytes: Uint8Array): Promise<void> {
  await set(BLOB_ENTRIES[name], plainBytes(bytes), deviceStore());
}

/** A stored envelope, or null if there is none (or storage cannot be read). */
export async function loadDeviceBlob(name: DeviceBlobName): Promise<Uint8Array | null> {
  try {
    // A read must not create the database (after a wipe the app must leave nothing behind).
    if (!(await databaseExists(DATABASE))) return null;
    const value = await getEntry(BLOB_ENTRIES[name]);
    return isBytes(value) ? plainBytes(value) : null;
  } catch {
    return null;
  }
}

/**
 * Removes an envelope; when only the key is left (a fresh calculator after a wipe, nothing else
 * sealed since), the whole database goes, so the app is back to leaving nothing on the device.
 */
export async function deleteDeviceBlob(name: DeviceBlobName): Promise<void> {
  if (!(await databaseExists(DATABASE))) return;
  await del(BLOB_ENTRIES[name], deviceStore());
  const left = await keys(deviceStore());
  if (left.every((key) => key === KEY_ENTRY)) await deleteDatabase(DATABASE);
}

export function saveEssentialsBlob(bytes: Uint8Array): Promise<void> {
  return saveDeviceBlob('essentials', bytes);
}

/** The stored essentials envelope, or null if there is none (or storage cannot be read). */
export function loadEssentialsBlob(): Promise<Uint8Array | null> {
  return loadDeviceBlob('essentials');
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
    // Another tab holds it open: the entries are already gone, the file goes when it closes.
    request.onblocked = () => resolve();
  });
}

/**
 * Wipe: the key first (the blob is then unreadable even if the rest fails), then the blob, then
 * the database (our connections close themselves when it is deleted).
 */
export async function destroyDeviceKey(): Promise<void> {
  try {
    for (const entry of [
      KEY_ENTRY,
      ...Object.values(BLOB_ENTRIES),
      ...Object.values(LEGACY_ENTRIES),
    ]) {
      await del(entry, deviceStore());
    }
  } finally {
    await deleteDatabase(DATABASE);
  }
}
