/**
 * Server-account deletions still to send. The emergency wipe asks the server to delete the
 * account's data before it destroys the keys; when that fails (no network), the credentials must
 * outlive the vault they came from, or the server would keep the data for ever. They are sealed
 * under a fresh device key written after the wipe (the wipe deletes the old one) and sent at the
 * next start, then forgotten. A light module (WebCrypto and IndexedDB, no Dexie, no libsodium):
 * the startup sender loads it with the calculator.
 */
import {
  deleteDeviceBlob,
  loadDeviceBlob,
  openForDevice,
  saveDeviceBlob,
  sealForDevice,
} from './deviceKey';

/** The account the vault holds (meta `account`): a random id and its secret. */
export interface AccountCredentials {
  accountId: string;
  secret: string;
}

/** The device store's envelope (its own entry and associated data). */
const BLOB = 'account-deletion';

interface SealedDeletions {
  v: 1;
  accounts: AccountCredentials[];
}

const isCredentials = (value: unknown): value is AccountCredentials =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AccountCredentials).accountId === 'string' &&
  typeof (value as AccountCredentials).secret === 'string';

/** The deletions waiting to be sent; empty when none (or they cannot be read). */
export async function readPendingDeletions(): Promise<AccountCredentials[]> {
  const bytes = await loadDeviceBlob(BLOB);
  if (!bytes) return [];
  const value = await openForDevice<SealedDeletions>(bytes, BLOB);
  return value?.v === 1 && Array.isArray(value.accounts)
    ? value.accounts.filter(isCredentials)
    : [];
}

/** Replaces the waiting deletions (none: the entry, and an otherwise empty database, go). */
export async function savePendingDeletions(accounts: readonly AccountCredentials[]): Promise<void> {
  if (accounts.length === 0) {
    await deleteDeviceBlob(BLOB);
    return;
  }
  const sealed: SealedDeletions = { v: 1, accounts: [...accounts] };
  await saveDeviceBlob(BLOB, await sealForDevice(sealed, BLOB));
}
