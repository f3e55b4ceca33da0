import { STORE_NAMES, VAULT_TABLES } from './db/schema';
import { DROP_DATABASE } from './device/dropStore';

/**
 * One registry of everything the app stores on the device, with whether it is encrypted and what
 * clears it. The wipe walks it, and a test checks that every database, table and storage key the
 * code uses is declared here, so nothing new is forgotten by the wipe.
 */
export type StoredItemKind =
  'indexeddb' | 'localStorage' | 'sessionStorage' | 'cacheStorage' | 'opfs';

export interface StoredItem {
  kind: StoredItemKind;
  /** Database name, storage key, cache name prefix or OPFS folder. */
  name: string;
  encrypted: 'vault-key' | 'vault-public-key' | 'device-key' | 'plain' | 'not-user-data';
  /** What it holds, for docs/SECURITY.md. */
  holds: string;
  /** 'sent': removed once the server confirmed what it was kept for. */
  clearedOn: readonly ('lock' | 'wipe' | 'auto-delete' | 'sent')[];
  /** An entry inside the database `name`, when the item is one entry rather than a database. */
  entry?: string;
}

export const KEYRING_DB = 'calculator-keys';
export const DEVICE_DB = 'calculator-device';
export const DROP_DB = DROP_DATABASE;

export const STORED_ITEMS: readonly StoredItem[] = [
  ...STORE_NAMES.map((name): StoredItem => ({
    kind: 'indexeddb',
    name,
    encrypted: 'vault-key',
    holds: `one store (the real vault or the decoy): tables ${VAULT_TABLES.join(', ')}`,
    clearedOn: ['wipe'],
  })),
  {
    kind: 'indexeddb',
    name: KEYRING_DB,
    encrypted: 'plain',
    holds:
      'the key ring: a random salt, KDF parameters and four key slots (wrapped keys or random filler)',
    clearedOn: ['wipe'],
  },
  {
    kind: 'indexeddb',
    name: KEYRING_DB,
    entry: 'b',
    encrypted: 'plain',
    holds:
      "the real vault's public key (X25519), which the locked calculator seals its recordings to; it opens nothing",
    clearedOn: ['wipe'],
  },
  {
    kind: 'indexeddb',
    name: KEYRING_DB,
    entry: 'l',
    encrypted: 'vault-key',
    holds:
      "sleep mode's openings logged while locked, each sealed to the real vault's public key (moved into the vault at the next real unlock)",
    clearedOn: ['wipe'],
  },
  {
    kind: 'indexeddb',
    name: DROP_DB,
    encrypted: 'vault-public-key',
    holds:
      'recordings made by the alarm on the locked calculator, until the next real unlock imports them: slices sealed by a per-recording key, which is sealed to the public key with what the item is',
    clearedOn: ['wipe', 'auto-delete'],
  },
  {
    kind: 'indexeddb',
    name: DEVICE_DB,
    encrypted: 'device-key',
    holds:
      'the non-extractable device key, and sealed with it the SOS essentials, the duress alarms not yet delivered, and the server alerts not yet confirmed (alarm ids, positions, the check-in deadline)',
    clearedOn: ['wipe'],
  },
  {
    kind: 'indexeddb',
    name: DEVICE_DB,
    entry: 'd',
    encrypted: 'device-key',
    holds:
      'only after a wipe without network: the server account ids and secrets whose deletion is still to be sent (written after the wipe, under a fresh device key)',
    clearedOn: ['sent', 'wipe'],
  },
  {
    kind: 'localStorage',
    name: 'calculator-language',
    encrypted: 'plain',
    holds: 'the language code',
    clearedOn: ['wipe'],
  },
  {
    kind: 'localStorage',
    name: 'calculator-session',
    encrypted: 'plain',
    holds: '"1" when the last sign-in check found a user',
    clearedOn: ['wipe'],
  },
  {
    kind: 'localStorage',
    name: 'calculator-hints',
    encrypted: 'plain',
    holds: '"off" once the user chose their own code (the footer then hides the public code)',
    clearedOn: ['wipe'],
  },
  {
    kind: 'cacheStorage',
    name: 'workbox-precache',
    encrypted: 'not-user-data',
    holds: "the app's own files, the same for every user",
    clearedOn: [],
  },
  {
    // public/sw-route.js: this version's index.html under "/", which the service worker's static
    // route opens without waiting for the worker. A wipe must keep it, or "/" would not open offline.
    kind: 'cacheStorage',
    name: 'pages-',
    encrypted: 'not-user-data',
    holds: "the app's own index.html (and which copy is current), the same for every user",
    clearedOn: [],
  },
  {
    kind: 'opfs',
    name: '/',
    encrypted: 'vault-key',
    holds: 'nothing yet; the wipe empties it in case a browser or later version put files there',
    clearedOn: ['wipe'],
  },
];

export function storedItemsOfKind(kind: StoredItemKind): StoredItem[] {
  return STORED_ITEMS.filter((item) => item.kind === kind);
}
