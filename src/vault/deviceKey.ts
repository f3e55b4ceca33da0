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
import { fromUtf8, isBytes, plainBytes, utf8 } from './crypto/bytes';
import { databaseExists } from './dbExists';

/** Same name as DEVICE_DB in ./registry.ts (not imported, to keep this module light). */
const DATABASE = 'calculator-device';
const STORE = 'keys';
const KEY_ENTRY = 'device-key';
const BLOB_ENTRY = 'essentials';

const FORMAT = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = { name: 'AES-GCM', length: 256 } as const;
/** Binds the ciphertext to its purpose (and this format version). */
const associatedData = (purpose: string) => utf8(`calculator-device:${purpose}:1`);
const ESSENTIALS_PURPOSE = 'sos-essentials';

/**
 * idb-keyval's createStore, except that the connection closes itself when a wipe (in this tab or
 * another) deletes the database, instead of blocking the deletion, and reopens on next use.
 */
function closableStore(database: string, storeName: string): UseStore {
  let connection: Promise<IDBDatabase> | undefined;
  const open = () =>
    (connection ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(database);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = () => {
          db.close();
          connection = undefined;
        };
        db.onclose = () => (connection = undefined);
        resolve(db);
      };
      request.onerror = () => {
        connection = undefined;
        reject(request.error ?? new Error(`could not open ${database}`));
      };
    }));
  return (mode, callback) =>
    open().then((db) => callback(db.transaction(storeName, mode).objectStore(storeName)));
}

/** Opened lazily: importing this module touches no database. */
let store: UseStore | undefined;
function deviceStore(): UseStore {
  store ??= closableStore(DATABASE, STORE);
  return store;
}

function isCryptoKey(value: unknown): value is CryptoKey {
  return typeof value === 'object' && value !== null && 'algorithm' in value && 'usages' in value;
}

async function storedKey(): Promise<CryptoKey | undefined> {
  const value = await get<unknown>(KEY_ENTRY, deviceStore());
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

/**
 * JSON → AES-GCM under the device key: [1][iv 12][ciphertext + tag 16]. `purpose` is bound as
 * associated data, so one kind of sealed value can never be opened as another.
 */
export async function sealForDevice(
  value: unknown,
  purpose = ESSENTIALS_PURPOSE,
): Promise<Uint8Array> {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError('only JSON values can be sealed for the device');
  const key = await deviceKey();
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const params = { name: ALGORITHM.name, iv, additionalData: associatedData(purpose) };
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
  purpose = ESSENTIALS_PURPOSE,
): Promise<T | null> {
  try {
    if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== FORMAT) return null;
    const key = await storedKey();
    if (!key) return null;
    const copy = plainBytes(bytes);
    const iv = copy.subarray(1, 1 + IV_BYTES);
    const params = { name: ALGORITHM.name, iv, additionalData: associatedData(purpose) };
    const plain = await globalThis.crypto.subtle.decrypt(params, key, copy.subarray(1 + IV_BYTES));
    return JSON.parse(fromUtf8(new Uint8Array(plain))) as T;
  } catch {
    return null;
  }
}

export async function saveEssentialsBlob(bytes: Uint8Array): Promise<void> {
  await set(BLOB_ENTRY, plainBytes(bytes), deviceStore());
}

/** The stored essentials envelope, or null if there is none (or storage cannot be read). */
export async function loadEssentialsBlob(): Promise<Uint8Array | null> {
  try {
    // A read must not create the database (after a wipe the app must leave nothing behind).
    if (!(await databaseExists(DATABASE))) return null;
    const value = await get<unknown>(BLOB_ENTRY, deviceStore());
    return isBytes(value) ? plainBytes(value) : null;
  } catch {
    return null;
  }
}

/** Another sealed value kept beside the essentials (e.g. an account deletion still to send). */
export async function saveDeviceEntry(entry: string, bytes: Uint8Array): Promise<void> {
  await set(entry, plainBytes(bytes), deviceStore());
}

/** A stored entry, or null; like the essentials, a read never creates the database. */
export async function loadDeviceEntry(entry: string): Promise<Uint8Array | null> {
  try {
    if (!(await databaseExists(DATABASE))) return null;
    const value = await get<unknown>(entry, deviceStore());
    return isBytes(value) ? plainBytes(value) : null;
  } catch {
    return null;
  }
}

/**
 * Removes an entry; when only the key is left (a fresh calculator after a wipe, nothing else
 * sealed since), the whole database goes, so the app is back to leaving nothing on the device.
 */
export async function deleteDeviceEntry(entry: string): Promise<void> {
  if (!(await databaseExists(DATABASE))) return;
  await del(entry, deviceStore());
  const left = await keys(deviceStore());
  if (left.every((key) => key === KEY_ENTRY)) await deleteDatabase(DATABASE);
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
    await del(KEY_ENTRY, deviceStore());
    await del(BLOB_ENTRY, deviceStore());
  } finally {
    await deleteDatabase(DATABASE);
  }
}
