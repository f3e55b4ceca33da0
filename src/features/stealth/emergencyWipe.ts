import { forgetServerAccount, type ForgetServerAccountOptions } from '../../sync/account';
import { wipeAllData } from '../../vault';

/**
 * The whole emergency wipe: first the server (delete the vault's account, end the session; a few
 * seconds at most), because its secret lives under the keys about to be destroyed; then the device.
 * A deletion that could not be sent is kept by the wipe, sealed under a fresh device key, and sent
 * at the next start.
 */
export async function wipeEverything(server: ForgetServerAccountOptions = {}): Promise<void> {
  // It never throws; if it somehow did, the device wipe must still happen.
  const pendingDeletions = await forgetServerAccount(server).catch(() => []);
  await wipeAllData({ pendingDeletions });
}
