import { honourAutoDeleteAtStart } from './autoDeleteAtStart';
import { deriveKey, KDF_PARAMS, lastKdfSteps, loadSodiumCrypto } from './crypto';
import type { KeyEncryptionKey, SodiumCrypto, VaultKey } from './crypto/types';
import type { MetaValues } from './meta';
import type { VaultDatabase } from './db/schema';
import { VaultLockedError } from './errors';
import {
  fillerSlot,
  loadKeyring,
  openSlots,
  saveKeyring,
  sealSlot,
  SLOT_COUNT,
  type SlotRole,
  type StoredKeyring,
} from './unlock/keyring';
import { newId } from './ids';
import { settleLockedCaptures } from './device/lockedCaptureImport';
import { settleSpool } from './media/mediaSpool';
import { setOpenVaultMode } from '../session';
import { openStore, type OpenStore } from './store';
import { dropSpeculations, takeSpeculation } from './unlock/speculation';
import { noteKdfSteps, noteUnlockStep } from './unlock/unlockTiming';
import { report } from '../platform/report';

/**
 * The vault: unlocking with a code, the real store and the decoy, changing codes, locking.
 * The default code opens the real store until the user chooses their own code.
 */
export const DEFAULT_CODE = '77777';

export type VaultMode = SlotRole;

interface SlotMap {
  id: 'keyslots';
  value: { ownSlot: number; decoySlot?: number; decoyStore?: number; decoyKey?: Uint8Array };
}

interface OpenVault extends OpenStore {
  mode: VaultMode;
}

let current: OpenVault | null = null;
let kdfParams = KDF_PARAMS;

/** Tests run thousands of unlocks; they use libsodium's minimum cost instead of the calibrated one. */
export function setMinimalKdfForTests(): void {
  kdfParams = { opsLimit: 1, memLimitBytes: 64 * 1024 };
}
let queue: Promise<unknown> = Promise.resolve();

/** Unlock attempts run one at a time, in the order they were typed. */
function serial<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

function randomIndex(crypto: SodiumCrypto, below: number): number {
  return (crypto.randomBytes(1)[0] ?? 0) % below;
}

async function kekFor(code: string, keyring: StoredKeyring): Promise<KeyEncryptionKey> {
  return (await deriveKey(code, keyring.salt, keyring.params)) as KeyEncryptionKey;
}

/** First run: both stores, both keys, the real one in a slot under the default code. */
async function createVault(crypto: SodiumCrypto, defaultCode: string): Promise<void> {
  const realKey = crypto.newVaultKey();
  const decoyKey = crypto.newVaultKey();
  const realStore = randomIndex(crypto, 2);
  const decoyStore = 1 - realStore;
  const realSlot = randomIndex(crypto, SLOT_COUNT);
  const decoySlot = (realSlot + 1 + randomIndex(crypto, SLOT_COUNT - 1)) % SLOT_COUNT;
  const keyring: StoredKeyring = {
    v: 1,
    salt: crypto.randomBytes(crypto.saltBytes),
    params: kdfParams,
    slots: Array.from({ length: SLOT_COUNT }, () => fillerSlot(crypto)),
  };
  const kek = await kekFor(defaultCode, keyring);
  keyring.slots[realSlot] = sealSlot(crypto, kek, 'real', realStore, realKey);
  crypto.memzero(kek);

  const decoy = await openStore(crypto, decoyStore, new Uint8Array(decoyKey) as VaultKey);
  await decoy.db.meta.put({ id: 'keyslots', value: { ownSlot: decoySlot } });
  decoy.close();
  const real = await openStore(crypto, realStore, new Uint8Array(realKey) as VaultKey);
  await real.db.meta.put({
    id: 'keyslots',
    value: { ownSlot: realSlot, decoySlot, decoyStore, decoyKey },
  } satisfies SlotMap);
  real.close();
  crypto.memzero(realKey);
  crypto.memzero(decoyKey);
  await saveKeyring(keyring);
}

/**
 * Tries a code. 'real' or 'decoy' when it opened a store (now current), null otherwise. The first
 * time, only the default code (77777, or the content file's) creates the vault.
 */
export function unlockWithCode(
  code: string,
  defaultCode = DEFAULT_CODE,
): Promise<VaultMode | null> {
  noteUnlockStep('start');
  return serial(async () => {
    // Evidence whose auto-delete deadline passed while locked goes before any store opens; the
    // key derivation does not wait for it (it is awaited just before a store opens).
    const autoDeleted = honourAutoDeleteAtStart();
    // This thread's libsodium loads while the key is derived in the worker (it is not loaded at
    // idle: see prefetchCrypto).
    const loadingCrypto = loadSodiumCrypto();
    loadingCrypto.catch(() => undefined);
    let keyring = await loadKeyring();
    if (!keyring) {
      if (code !== defaultCode) return null;
      await autoDeleted;
      await createVault(await loadingCrypto, code);
      keyring = await loadKeyring();
      if (!keyring) return null;
    }
    // Derived already (or under way) when the key that completed the code started it.
    const kek = (await takeSpeculation(code, keyring)) ?? (await kekFor(code, keyring));
    noteUnlockStep('derived');
    noteKdfSteps(lastKdfSteps());
    let crypto: SodiumCrypto;
    try {
      crypto = await loadingCrypto;
    } catch (error) {
      kek.fill(0);
      throw error;
    }
    const opened = openSlots(crypto, kek, keyring);
    crypto.memzero(kek);
    if (!opened) return null;
    await autoDeleted;
    lockVault();
    const store = await openStore(crypto, opened.storeIndex, opened.key);
    // Evidence recorded while this store was locked joins it before anything reads it.
    await settleSpool(store.db, newId).catch((error: unknown) =>
      report('pending files not moved', error),
    );
    // The decoy shows the state of a vault in use: own code chosen, no first-use setup, no
    // reminder (the duress code exists only once an own code was chosen).
    if (opened.role === 'decoy' && !(await store.db.meta.get('setup'))) {
      await store.db.meta.put({ id: 'setup', value: { done: true } satisfies MetaValues['setup'] });
    }
    noteUnlockStep('opened');
    current = { ...store, mode: opened.role };
    setOpenVaultMode(opened.role);
    // Beside the interface, not before it: the key pair, and what the locked calculator recorded
    // (sealed to the real vault only; the decoy never sees it).
    if (opened.role === 'real') void settleLockedCaptures(store.db, crypto);
    return opened.role;
  });
}

export function isVaultOpen(): boolean {
  return current !== null;
}

export function vaultMode(): VaultMode | null {
  return current?.mode ?? null;
}

export function getVaultDatabase(): VaultDatabase {
  if (!current) throw new VaultLockedError();
  return current.db;
}

/** Drops the key from memory and closes the store (and any speculative key: see speculation.ts). */
export function lockVault(): void {
  dropSpeculations();
  current?.close();
  current = null;
  setOpenVaultMode(null);
}

async function slotMap(vault: OpenVault): Promise<SlotMap['value']> {
  const record = (await vault.db.meta.get('keyslots')) as SlotMap | undefined;
  if (!record) throw new Error('the store has no key-slot map');
  return record.value;
}

/** Whether `code` is the code that opened the current store. */
export async function verifyCurrentCode(code: string): Promise<boolean> {
  const vault = current;
  if (!vault) throw new VaultLockedError();
  const crypto = await loadSodiumCrypto();
  const keyring = await loadKeyring();
  if (!keyring) return false;
  const map = await slotMap(vault);
  const kek = await kekFor(code, keyring);
  const opened = openSlots(crypto, kek, keyring);
  crypto.memzero(kek);
  return opened?.index === map.ownSlot;
}

export type SetCodesResult = { ok: true } | { ok: false; reason: 'same-as-duress' | 'locked' };

/**
 * Re-wraps the current store's key under a new code and, in the real vault, the decoy's key under a
 * duress code. In the decoy, a duress code is accepted and ignored: the decoy must not behave
 * differently from a fresh installation.
 */
export function setCodes(code: string, duress?: string): Promise<SetCodesResult> {
  return serial(async () => {
    const vault = current;
    if (!vault) return { ok: false, reason: 'locked' };
    const crypto = await loadSodiumCrypto();
    const keyring = await loadKeyring();
    if (!keyring) return { ok: false, reason: 'locked' };
    const map = await slotMap(vault);
    const slots = [...keyring.slots];
    const kek = await kekFor(code, keyring);
    const clash = openSlots(crypto, kek, keyring);
    if (clash && clash.index !== map.ownSlot) {
      crypto.memzero(kek);
      return { ok: false, reason: 'same-as-duress' };
    }
    slots[map.ownSlot] = sealSlot(crypto, kek, vault.mode, vault.storeIndex, vault.key);
    crypto.memzero(kek);
    if (duress && vault.mode === 'real' && map.decoyKey && map.decoySlot !== undefined) {
      const duressKek = await kekFor(duress, keyring);
      const decoyKey = new Uint8Array(map.decoyKey) as VaultKey;
      slots[map.decoySlot] = sealSlot(crypto, duressKek, 'decoy', map.decoyStore ?? 0, decoyKey);
      crypto.memzero(duressKek);
      crypto.memzero(decoyKey);
    }
    await saveKeyring({ ...keyring, slots });
    return { ok: true };
  });
}

/** For tests that play an inspector: the open store's database name and key (never in app code). */
export function openStoreForTests(): { name: string; key: VaultKey } {
  if (!current) throw new VaultLockedError();
  return { name: current.db.name, key: current.key };
}

/** For tests and the wipe: forget the open store without touching the disk. */
export function resetVaultForTests(): void {
  lockVault();
  queue = Promise.resolve();
}
