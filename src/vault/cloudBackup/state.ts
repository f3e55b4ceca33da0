/** Turning the cloud backup on and off in the open vault (issue 28). */
import { readMeta, writeMeta } from '../meta';
import { openVaultMode } from '../../session';
import { createCloudBackupKey, type NewCloudBackup } from './keys';

/**
 * Makes the backup key and its recovery code. Nothing is kept until `keep` is called, after the
 * server has the wrapped key: a failed request leaves backup off.
 */
export async function prepareCloudBackup(): Promise<NewCloudBackup> {
  return createCloudBackupKey();
}

/** Keeps the key in the vault: backup is on from now. Never in the decoy. */
export async function keepCloudBackupKey(made: NewCloudBackup): Promise<void> {
  if (openVaultMode() !== 'real') throw new Error('cloud backup lives in the real vault only');
  const previous = await readMeta('cloudBackup');
  await writeMeta('cloudBackup', {
    key: made.key,
    wipeDeletes: previous?.wipeDeletes ?? false,
    wifiOnly: previous?.wifiOnly ?? false,
  });
  await writeMeta('cloudBackupSent', { slices: {}, recordsDigest: null });
}

export interface CloudBackupSettings {
  on: boolean;
  wipeDeletes: boolean;
  /** Uploads wait while the phone is known to be on mobile data. */
  wifiOnly: boolean;
}

export async function cloudBackupState(): Promise<CloudBackupSettings> {
  const state = await readMeta('cloudBackup');
  return {
    on: Boolean(state),
    wipeDeletes: state?.wipeDeletes ?? false,
    wifiOnly: state?.wifiOnly ?? false,
  };
}

export async function setCloudBackupWifiOnly(wifiOnly: boolean): Promise<void> {
  const state = await readMeta('cloudBackup');
  if (state) await writeMeta('cloudBackup', { ...state, wifiOnly });
}

export async function setWipeDeletesCloudBackup(wipeDeletes: boolean): Promise<void> {
  const state = await readMeta('cloudBackup');
  if (state) await writeMeta('cloudBackup', { ...state, wipeDeletes });
}

/** Forgets the key and what was sent (the server copy stays, unopenable without the code). */
export async function forgetCloudBackup(): Promise<void> {
  await writeMeta('cloudBackup', null);
  await writeMeta('cloudBackupSent', { slices: {}, recordsDigest: null });
}
