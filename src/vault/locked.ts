/**
 * The vault's second public face: what code may use while the vault is shut (the locked
 * calculator's alarm, check-in watcher and capture, the account's pending deletions, /restore,
 * the contact's page). Everything here is sealed to a key held on the device or to the vault's
 * public key, never to the vault's own key. Lean: no Dexie, and libsodium only when called.
 * Everything else in the vault is reached through ./index.ts (lint: eslint.config.js).
 */
export type { AccessLogEntry } from './db/entities';
export {
  EMPTY_ESSENTIALS,
  readEssentials,
  updateEssentials,
  type EssentialContact,
  type SosEssentials,
} from './device/essentials';
export { readQueuedAlarms, updateQueuedAlarms, type QueuedAlarm } from './device/alarmQueue';
export {
  readPendingDeletions,
  savePendingDeletions,
  type AccountCredentials,
} from './device/accountDeletion';
export {
  deleteDeviceBlob,
  loadDeviceBlob,
  openForDevice,
  saveDeviceBlob,
  sealForDevice,
} from './device/deviceKey';
export { newId } from './ids';
export { startLockedCapture } from './device/lockedCapture';
export { parseRecoveryCode } from './cloudBackup/recoveryCode';
export { loadSodiumCrypto, utf8, type VaultKey } from './crypto';
