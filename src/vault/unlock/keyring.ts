import {
  ENVELOPE_VERSION,
  type KdfParams,
  type KeyEncryptionKey,
  type SodiumCrypto,
  type VaultKey,
} from '../crypto/types';
import { kvDelete, kvGet, kvSet } from '../kvStore';
import { KEYRING_DB } from '../registry';

/**
 * The key ring: a random salt, the KDF parameters and SLOT_COUNT key slots of the same size. A used
 * slot is a vault key (with its role and store) sealed under Argon2id(code, salt); an unused slot is
 * random bytes of the same length and first byte, so nobody can tell how many codes exist, or whether
 * a duress code is set. No hash or verifier of any code is stored: a wrong code simply opens no slot.
 */
export const SLOT_COUNT = 4;
const KEY_BYTES = 32;
const SLOT_PLAINTEXT_BYTES = 2 + KEY_BYTES;
const SLOT_AD = 'calculator-key-slot';

export type SlotRole = 'real' | 'decoy';
const ROLE_BYTE: Record<SlotRole, number> = { real: 1, decoy: 2 };

export interface StoredKeyring {
  v: 1;
  salt: Uint8Array;
  params: KdfParams;
  slots: Uint8Array[];
}

export interface OpenedSlot {
  index: number;
  role: SlotRole;
  storeIndex: number;
  key: VaultKey;
}

/** A neutral entry name: devtools shows it. Version 1 used "keyring"; it moves at the first read. */
const ENTRY = 'a';
const LEGACY_ENTRY = 'keyring';

export async function loadKeyring(): Promise<StoredKeyring | null> {
  let value = await kvGet<StoredKeyring>(KEYRING_DB, ENTRY);
  if (value === undefined) {
    value = await kvGet<StoredKeyring>(KEYRING_DB, LEGACY_ENTRY);
    if (value !== undefined) {
      await kvSet(KEYRING_DB, ENTRY, value);
      await kvDelete(KEYRING_DB, LEGACY_ENTRY);
    }
  }
  return value && value.v === 1 && value.slots.length === SLOT_COUNT ? value : null;
}

export async function saveKeyring(keyring: StoredKeyring): Promise<void> {
  await kvSet(KEYRING_DB, ENTRY, keyring);
}

/** Overwrites every slot with random bytes, then deletes the ring: the keys are gone first. */
export async function destroyKeyring(crypto: SodiumCrypto): Promise<void> {
  const keyring = await loadKeyring();
  if (keyring) {
    await saveKeyring({
      ...keyring,
      slots: keyring.slots.map((s) => crypto.randomBytes(s.length)),
    });
  }
  await kvDelete(KEYRING_DB, ENTRY);
  await kvDelete(KEYRING_DB, LEGACY_ENTRY);
}

export function slotLength(): number {
  return 1 + 24 + SLOT_PLAINTEXT_BYTES + 16;
}

/** Random filler indistinguishable from a sealed slot (same length, same version byte). */
export function fillerSlot(crypto: SodiumCrypto): Uint8Array {
  const filler = crypto.randomBytes(slotLength());
  filler[0] = ENVELOPE_VERSION;
  return filler;
}

export function sealSlot(
  crypto: SodiumCrypto,
  kek: KeyEncryptionKey,
  role: SlotRole,
  storeIndex: number,
  key: VaultKey,
): Uint8Array {
  const plaintext = new Uint8Array(SLOT_PLAINTEXT_BYTES);
  plaintext[0] = ROLE_BYTE[role];
  plaintext[1] = storeIndex;
  plaintext.set(key, 2);
  const sealed = crypto.seal(kek, plaintext, SLOT_AD);
  crypto.memzero(plaintext);
  return sealed;
}

/** Tries every slot with one derived key; returns the first that opens. */
export function openSlots(
  crypto: SodiumCrypto,
  kek: KeyEncryptionKey,
  keyring: StoredKeyring,
): OpenedSlot | null {
  for (const [index, slot] of keyring.slots.entries()) {
    const opened = crypto.open(kek, slot, SLOT_AD);
    if (!opened.ok || opened.value.length !== SLOT_PLAINTEXT_BYTES) continue;
    const role =
      opened.value[0] === ROLE_BYTE.real
        ? 'real'
        : opened.value[0] === ROLE_BYTE.decoy
          ? 'decoy'
          : null;
    if (!role) continue;
    return {
      index,
      role,
      storeIndex: opened.value[1] ?? 0,
      key: opened.value.slice(2) as VaultKey,
    };
  }
  return null;
}
