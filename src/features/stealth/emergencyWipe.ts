import { forgetServerAccount, type ForgetServerAccountOptions } from '../../sync/account';
import { wipeAllData } from '../../vault';
import { endAllSharing } from '../emergency';

/**
 * The whole emergency wipe: first the server (delete the vault's account, end the session; a few
 * seconds at most), because its secret lives under the keys about to be destroyed; then the device.
 * A deletion that could not be sent is kept by the wipe, sealed under a fresh device key, and sent
 * at the next start.
 */
export async function wipeEverything(server: ForgetServerAccountOptions = {}): Promise<void> {
  // Live location: every session ends and its positions are deleted on the server (a few
  // seconds at most; offline, the account's deletion below takes them with it when it goes).
  await endAllSharing().catch(() => undefined);
  // It never throws; if it somehow did, the device wipe must still happen.
  const pendingDeletions = await forgetServerAccount(server).catch(() => []);
  await wipeAllData({ pendingDeletions });
}
