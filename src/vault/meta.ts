import type { AccountCredentials } from './device/accountDeletion';
import { getVaultDatabase } from './vault';
import { useVaultQuery } from './useVaultQuery';

/**
 * Small named values kept encrypted in the open store's `meta` table. Each name is declared here
 * with its type, so features cannot scatter ad-hoc keys.
 */
export interface MetaValues {
  /**
   * Choosing one's own code: done, or not yet with when the suggestion last showed (it shows on at
   * most one unlock a day: src/features/setup/suggestion.ts).
   */
  setup: { done: boolean; suggestedAt?: number };
  /** The chosen country key (Country tab), when the user chose or it was detected. */
  country: string;
  /** Stealth mode: lock as soon as the app leaves the screen, and keep the badge clear. */
  stealth: { enabled: boolean };
  /** Auto-delete of evidence: when it fires (ms since epoch) and the chosen minutes. */
  autoDelete: { at: number; minutes: 15 | 30 | 60 } | null;
  /**
   * The anonymous server account (issue 13): its id and secret, kept only here, so a wipe forgets
   * them and a restored backup brings them back (src/sync/account).
   */
  account: AccountCredentials | null;
  /**
   * The shop's cart: one line per product with its quantity (src/features/shop); older versions
   * kept bare product ids, read as one of each.
   */
  cart: (string | { id: string; quantity: number })[];
  /**
   * The Panic tab's hands-free triggers (issue 10). A copy of all but the consent goes to the SOS
   * essentials, so shake and voice work while locked.
   */
  triggers: TriggerSettings;
  /**
   * Server alerts (src/features/emergency/alerts): the last profile the server confirmed, as its
   * JSON text; 'unknown' while an upload's answer is awaited; null when the server holds none.
   */
  alertsProfile: { uploaded: string | null };
  /** The decoy's journal was given its everyday entries (src/features/journal/decoyEntries.ts). */
  decoyFurnished: boolean;
  /**
   * Live location (src/features/emergency/location): the sharing session, its key (only here and
   * in the contact's link) and the last sequence number sealed; `ending` until the server confirmed.
   */
  liveLocation: LiveLocationState | null;
  /**
   * Cloud backup (issue 28, src/vault/cloudBackup): its key, made on this device, and whether a
   * wipe also deletes the server copy, and whether uploads wait for Wi-Fi (absent: they do not).
   * Absent or null: backup is off. Only ever in the real vault.
   */
  cloudBackup: { key: Uint8Array; wipeDeletes: boolean; wifiOnly?: boolean } | null;
  /**
   * What the cloud backup has sent: slices per recording (from 0, in order), the records' digest;
   * the server's ids of the objects that are current (the records snapshot, each recording's
   * slices) and of those to delete from the server once it confirms (superseded or cut off).
   */
  cloudBackupSent: {
    slices: Record<string, number>;
    recordsDigest: string | null;
    recordsObject?: string | null;
    sliceObjects?: Record<string, string[]>;
    prune?: string[];
  };
}

export interface LiveLocationState {
  id: string;
  /** base64url of the session's 32-byte key. */
  key: string;
  startedAt: number;
  /** When sharing ends by itself (ms since epoch); null: until she stops it. */
  endsAt: number | null;
  seq: number;
  ending: boolean;
}

export interface TriggerSettings {
  voice: boolean;
  tap: boolean;
  shake: boolean;
  /** The hand signal by camera; it runs only while the interface is open. */
  hand: boolean;
  panicPhrase: string;
  /** The user accepted that the browser's recogniser sends audio to its vendor. */
  voiceCloudAccepted: boolean;
}

export type MetaName = keyof MetaValues;

export async function readMeta<K extends MetaName>(name: K): Promise<MetaValues[K] | undefined> {
  const record = await getVaultDatabase().meta.get(name);
  return record?.value as MetaValues[K] | undefined;
}

export async function writeMeta<K extends MetaName>(name: K, value: MetaValues[K]): Promise<void> {
  await getVaultDatabase().meta.put({ id: name, value });
}

export function useMeta<K extends MetaName>(name: K, fallback: MetaValues[K]): MetaValues[K] {
  return useVaultQuery(
    async (db) => ((await db.meta.get(name))?.value as MetaValues[K] | undefined) ?? fallback,
    [name],
    fallback,
  );
}
