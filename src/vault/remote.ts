import { fromUtf8, loadSodiumCrypto, utf8 } from './crypto';
import { isBytes, plainBytes } from './crypto/bytes';
import type { SodiumCrypto, VaultKey } from './crypto/types';
import type { VaultDatabase } from './db/schema';
import { onLock } from '../session';
import { getVaultDatabase } from './vault';
import { fromBase64Url, toBase64Url } from '../../common/base64url';

/**
 * End-to-end encrypted copies for the server (the journal): the text the app sends is
 * `cp1.` + base64url([version][nonce][XChaCha20-Poly1305 ciphertext + tag]), so the server stores
 * opaque text. The associated data binds a copy to its record ("journal:<id>"), prefixed with
 * "server:" so a server copy can never pass for a record of the local store.
 *
 * The key: 32 random bytes made on first use and kept in the open store's `meta` table, so under
 * the vault key like every record. Not the vault key itself: that one never leaves the key ring,
 * while this one travels inside an encrypted backup, so a restored vault still reads its server
 * copies. The decoy has its own, so it can read nothing the real vault sent.
 */
export const SERVER_COPY_PREFIX = 'cp1.';
const KEY_RECORD = 'serverCopyKey';
const KEY_BYTES = 32;

let cached: { db: VaultDatabase; key: Promise<VaultKey> } | null = null;

function forget(): void {
  const held = cached;
  cached = null;
  void held?.key.then(
    (key) => key.fill(0),
    () => undefined,
  );
}
onLock(forget);

async function loadKey(db: VaultDatabase, crypto: SodiumCrypto): Promise<VaultKey> {
  return db.transaction('rw', db.meta, async () => {
    const record = await db.meta.get(KEY_RECORD);
    if (record && isBytes(record.value) && record.value.length === KEY_BYTES) {
      // A key kept in the vault, used like a vault key (same contract, same AEAD).
      return plainBytes(record.value) as VaultKey;
    }
    const key = crypto.randomBytes(KEY_BYTES);
    await db.meta.put({ id: KEY_RECORD, value: key });
    return plainBytes(key) as VaultKey;
  });
}

async function serverCopyKey(): Promise<{ crypto: SodiumCrypto; key: VaultKey }> {
  const db = getVaultDatabase();
  const crypto = await loadSodiumCrypto();
  if (cached?.db !== db) {
    const key = loadKey(db, crypto);
    cached = { db, key };
    key.catch(() => {
      if (cached?.key === key) cached = null;
    });
  }
  return { crypto, key: await cached.key };
}

/** Seals text for the server under the open vault's server-copy key. Throws when locked. */
export async function sealForServer(text: string, ad: string): Promise<string> {
  const { crypto, key } = await serverCopyKey();
  return SERVER_COPY_PREFIX + toBase64Url(crypto.seal(key, utf8(text), `server:${ad}`));
}

/** Opens a server copy; null when it is not one of ours, was changed, or belongs elsewhere. */
export async function openFromServer(text: string, ad: string): Promise<string | null> {
  if (!text.startsWith(SERVER_COPY_PREFIX)) return null;
  const envelope = fromBase64Url(text.slice(SERVER_COPY_PREFIX.length));
  if (!envelope) return null;
  const { crypto, key } = await serverCopyKey();
  const opened = crypto.open(key, envelope, `server:${ad}`);
  return opened.ok ? fromUtf8(opened.value) : null;
}
