import type { SodiumCrypto, VaultKey } from './crypto/types';
import { encryptionMiddleware } from './db/encryption';
import { migrateLegacyTables } from './db/migrateLegacy';
import { createVaultDatabase, STORE_NAMES, type VaultDatabase } from './db/schema';

/** One open store: its database with the encryption middleware bound to its own key. */
export interface OpenStore {
  db: VaultDatabase;
  key: VaultKey;
  storeIndex: number;
  close: () => void;
}

export async function openStore(
  crypto: SodiumCrypto,
  storeIndex: number,
  key: VaultKey,
): Promise<OpenStore> {
  const name = STORE_NAMES[storeIndex];
  if (!name) throw new RangeError(`no store ${storeIndex}`);
  let liveKey: VaultKey | null = key;
  const liveKeyOf = () => liveKey;
  const db = createVaultDatabase(name, migrateLegacyTables(crypto, liveKeyOf));
  db.use(encryptionMiddleware({ crypto, key: liveKeyOf }));
  await db.open();
  return {
    db,
    key,
    storeIndex,
    close: () => {
      db.close();
      liveKey = null;
      crypto.memzero(key);
    },
  };
}
