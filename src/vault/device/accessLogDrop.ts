/**
 * Sleep mode's access log, written while locked without being readable there (docs/SECURITY.md).
 * Each opening the locked calculator logs is sealed to the real vault's public key (the key pair of
 * ./lockedCaptureImport.ts) and appended to one entry of the key ring's database; the real vault,
 * once open, opens them with its secret key, moves them into its own `accessLog` table and deletes
 * the sealed copies. The locked page can add to the log but never read it back.
 */
import { fromUtf8, utf8 } from '../crypto/bytes';
import { loadSodiumCrypto } from '../crypto';
import type { AccessLogEntry } from '../db/entities';
import { readEssentials, updateEssentials } from './essentials';
import { kvDelete, kvGet, kvSet } from '../kvStore';
import { isWiping, readCapturePublicKey } from './lockedCapture';
import { ensureCaptureKeys } from './lockedCaptureImport';
import { KEYRING_DB } from '../registry';
import { getVaultDatabase, vaultMode } from '../vault';

/** The key ring database's entry holding the sealed openings (a list of byte strings). */
export const SEALED_LOG_ENTRY = 'l';
/** Entries kept, sealed or open (the tab shows the last 5). */
export const ACCESS_LOG_KEPT = 20;

async function readSealed(): Promise<Uint8Array[]> {
  const stored = await kvGet<unknown>(KEYRING_DB, SEALED_LOG_ENTRY).catch(() => undefined);
  return Array.isArray(stored) ? stored.filter((item) => item instanceof Uint8Array) : [];
}

/**
 * Adds one opening, sealed. False when there is no public key yet (a vault from before key pairs,
 * not unlocked since): nothing is written in the clear instead.
 */
export async function sealOpening(entry: AccessLogEntry): Promise<boolean> {
  const publicKey = await readCapturePublicKey();
  if (!publicKey || isWiping()) return false;
  const crypto = await loadSodiumCrypto();
  const sealed = crypto.sealToPublicKey(publicKey, utf8(JSON.stringify(entry)));
  const list = [...(await readSealed()), sealed].slice(-ACCESS_LOG_KEPT);
  await kvSet(KEYRING_DB, SEALED_LOG_ENTRY, list);
  return true;
}

function parseEntry(bytes: Uint8Array): AccessLogEntry | null {
  try {
    const value = JSON.parse(fromUtf8(bytes)) as Partial<AccessLogEntry>;
    return typeof value.id === 'string' &&
      typeof value.at === 'number' &&
      typeof value.attempted === 'boolean'
      ? { id: value.id, at: value.at, attempted: value.attempted }
      : null;
  } catch {
    return null;
  }
}

let settling: Promise<void> = Promise.resolve();

/**
 * The real vault takes in what was logged while locked (and a log an earlier version kept in the
 * SOS essentials), then keeps only the last 20. `normalUse` names this page load's opening, which
 * the real code opened. Runs one at a time; nothing in the decoy.
 */
export function settleAccessLog(normalUse: string | null = null): Promise<void> {
  const next = settling.then(async () => {
    if (vaultMode() !== 'real') return;
    const db = getVaultDatabase();
    const crypto = await loadSodiumCrypto();
    const keys = await ensureCaptureKeys(db, crypto);
    const sealed = await readSealed();
    const opened = sealed.flatMap((envelope) => {
      const result = crypto.openSealedBox(keys, envelope);
      const entry = result.ok ? parseEntry(result.value) : null;
      return entry ? [entry] : [];
    });
    const legacy = (await readEssentials()).accessLog ?? [];
    if (vaultMode() !== 'real') return;
    await db.transaction('rw', db.accessLog, async () => {
      await db.accessLog.bulkPut([...legacy, ...opened]);
      if (normalUse) await db.accessLog.update(normalUse, { attempted: false });
      const all = (await db.accessLog.toArray()).sort((a, b) => a.at - b.at);
      const old = all.slice(0, Math.max(0, all.length - ACCESS_LOG_KEPT));
      await db.accessLog.bulkDelete(old.map((entry) => entry.id));
    });
    // Only once they are in the vault are the sealed copies (and the old plain log) removed.
    if (sealed.length > 0) await kvDelete(KEYRING_DB, SEALED_LOG_ENTRY);
    if (legacy.length > 0) await updateEssentials({ accessLog: [] });
  });
  settling = next.catch(() => undefined);
  return next;
}

/** The real vault's log, oldest first (empty in the decoy or while locked). */
export async function readAccessLog(): Promise<AccessLogEntry[]> {
  if (vaultMode() !== 'real') return [];
  const entries = await getVaultDatabase().accessLog.toArray();
  return entries.filter((entry) => typeof entry.at === 'number').sort((a, b) => a.at - b.at);
}
