import { forgetServerAccount, type ForgetServerAccountOptions } from '../../sync/account';
import { cloudBackupState, wipeAllData } from '../../vault';
import { deleteCloudBackup } from '../backup';
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
  // Cloud backup (issue 28): by default the server copy outlives the wipe (so the account stays);
  // her choice in Settings deletes it first. Never longer than the server step's own bound.
  const backup = await cloudBackupState().catch(() => ({ on: false, wipeDeletes: false }));
  if (backup.on && backup.wipeDeletes) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, server.timeoutMs ?? 3_000);
    });
    const deleted = deleteCloudBackup({ origin: server.baseUrl ?? '', fetch: server.fetch });
    await Promise.race([deleted.catch(() => {}), timeout]);
    clearTimeout(timer);
  }
  // It never throws; if it somehow did, the device wipe must still happen.
  const pendingDeletions = await forgetServerAccount({
    ...server,
    keepAccount: backup.on && !backup.wipeDeletes,
  }).catch(() => []);
  await wipeAllData({ pendingDeletions });
}
