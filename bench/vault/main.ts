/**
 * The vault bench page: runs in the app's origin (served next to the production build under /bench/)
 * and exposes `window.vaultBench` to bench/vault.mjs.
 *
 * - bulk(): 10,000 journal-sized records written with one bulkPut and read back with toArray(),
 *   through the real encrypted store (the app's vault, opened with the default code) and through
 *   a plain Dexie database with the same schema and no encryption middleware.
 * - seed(): puts journal entries into the real vault, so that the app can then be unlocked with them.
 */
import {
  getVaultDatabase,
  lockVault,
  newId,
  setCodes,
  unlockWithCode,
  type JournalEntry,
} from '../../src/vault';
import { KDF_PARAMS, loadSodiumCrypto, type VaultKey } from '../../src/vault/crypto';
import { decryptValues, encryptValue } from '../../src/vault/db/encryption';
import { READ_PAGE } from '../../src/vault/db/pagedRead';
import {
  createVaultDatabase,
  STORED_TABLE_NAMES,
  type VaultDatabase,
} from '../../src/vault/db/schema';

const WORDS = (
  'today he shouted again about money and took my phone for an hour I waited in the car ' +
  'my sister called later the children were asleep bruise on the arm photo kept safe ' +
  'neighbour heard the door slam I wrote down the time and what was said before leaving'
).split(' ');

/** A small deterministic generator, so both stores get exactly the same records. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `count` entries of 300 to 600 characters. */
function journalEntries(count: number, seed = 1): JournalEntry[] {
  const next = random(seed);
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const length = 300 + Math.floor(next() * 301);
    let content = '';
    while (content.length < length) content += `${WORDS[Math.floor(next() * WORDS.length)]} `;
    return { id: newId(), content: content.slice(0, length), createdAt: start + i * 60_000 };
  });
}

interface BulkTimes {
  writeMs: number;
  readMs: number;
  /** One getAll of the stored rows, no middleware: IndexedDB's own share of the read. */
  rawReadMs: number;
  /**
   * The same read again after the store was closed and opened anew (the vault: locked, then
   * unlocked with its code, so nothing of the last key is remembered; plain Dexie: a second read).
   */
  reopenedReadMs: number;
}

async function timeBulk(
  db: VaultDatabase,
  entries: JournalEntry[],
  reopen: () => Promise<VaultDatabase>,
): Promise<BulkTimes> {
  await db.journal.clear();
  const writeStart = performance.now();
  await db.journal.bulkPut(entries);
  const writeMs = performance.now() - writeStart;
  const readStart = performance.now();
  const back = await db.journal.toArray();
  const readMs = performance.now() - readStart;
  // The same table's stored rows straight from IndexedDB: one getAll, nothing opened.
  const rawStart = performance.now();
  const raw = await new Promise<number>((resolve, reject) => {
    const idb = db.backendDB();
    // The vault keeps the table under its neutral stored name.
    const name = idb.objectStoreNames.contains('journal') ? 'journal' : STORED_TABLE_NAMES.journal;
    const request = idb.transaction(name, 'readonly').objectStore(name).getAll();
    request.onsuccess = () => resolve((request.result as unknown[]).length);
    request.onerror = () => reject(request.error);
  });
  const rawReadMs = performance.now() - rawStart;
  if (raw !== entries.length) throw new Error(`raw read ${raw} of ${entries.length}`);
  // What was read is what was written (decrypted, not ciphertext or a corrupt marker).
  const byId = new Map(back.map((entry) => [entry.id, entry]));
  if (back.length !== entries.length) throw new Error(`read ${back.length} of ${entries.length}`);
  for (const entry of [entries[0], entries[entries.length - 1]]) {
    if (entry && byId.get(entry.id)?.content !== entry.content)
      throw new Error('read-back differs');
  }
  const reopened = await reopen();
  const reopenedStart = performance.now();
  const again = await reopened.journal.toArray();
  const reopenedReadMs = performance.now() - reopenedStart;
  if (again.length !== entries.length || again.some((entry) => '__corrupt' in entry))
    throw new Error('the read after reopening differs');
  await reopened.journal.clear();
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    writeMs: round(writeMs),
    readMs: round(readMs),
    rawReadMs: round(rawReadMs),
    reopenedReadMs: round(reopenedReadMs),
  };
}

/**
 * Where the time goes: the middleware's own work on the same records with no IndexedDB at all
 * (JSON, padding, XChaCha20-Poly1305, the opaque id and the associated data, per record), so the
 * rest of the vault's figure is IndexedDB and Dexie.
 */
async function timeCrypto(entries: JournalEntry[]): Promise<{ sealMs: number; openMs: number }> {
  const crypto = await loadSodiumCrypto();
  const key = crypto.newVaultKey() as VaultKey;
  const context = { crypto, key: () => key };
  const records = entries as unknown as Record<string, unknown>[];
  const sealStart = performance.now();
  const stored = records.map((entry) => encryptValue(context, 'journal', entry));
  const sealMs = performance.now() - sealStart;
  const openStart = performance.now();
  // By pages, as the middleware opens a whole-table read (src/vault/db/pagedRead.ts).
  for (let i = 0; i < stored.length; i += READ_PAGE) {
    decryptValues(context, 'journal', stored.slice(i, i + READ_PAGE));
  }
  const openMs = performance.now() - openStart;
  crypto.memzero(key);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { sealMs: round(sealMs), openMs: round(openMs) };
}

async function openRealVault(): Promise<VaultDatabase> {
  const mode = await unlockWithCode('77777');
  if (mode !== 'real') throw new Error(`77777 opened ${mode ?? 'nothing'}`);
  return getVaultDatabase();
}

const vaultBench = {
  /** `rounds` alternating rounds of plain, then encrypted, each on `count` records. */
  async bulk(count: number, rounds: number) {
    let entries = journalEntries(count);
    let encrypted = await openRealVault();
    const plain = createVaultDatabase('calculator-bench-plain', async () => undefined);
    await plain.open();
    const results = {
      plain: [] as BulkTimes[],
      encrypted: [] as BulkTimes[],
      crypto: [] as { sealMs: number; openMs: number }[],
    };
    try {
      for (let round = 0; round < rounds; round += 1) {
        // New records each round, as a user's new entries are: no id has been sealed before.
        entries = journalEntries(count, round + 1);
        results.plain.push(await timeBulk(plain, entries, async () => plain));
        results.encrypted.push(
          await timeBulk(encrypted, entries, async () => {
            lockVault();
            return (encrypted = await openRealVault());
          }),
        );
        results.crypto.push(await timeCrypto(entries));
      }
    } finally {
      await plain.delete();
      lockVault();
    }
    const chars = entries.reduce((sum, entry) => sum + entry.content.length, 0);
    return { ...results, meanChars: chars / count, kdf: KDF_PARAMS };
  },

  /** Creates the vault with the default code if needed and stores `count` journal entries. */
  async seed(count: number) {
    const db = await openRealVault();
    await db.journal.clear();
    await db.journal.bulkPut(journalEntries(count, 2));
    const stored = await db.journal.count();
    lockVault();
    return stored;
  },

  /** The user's own code replaces 77777 (the unlock with a custom code, confirmed by "="). */
  async setCode(code: string) {
    await openRealVault();
    const result = await setCodes(code);
    lockVault();
    return result.ok;
  },
};

declare global {
  interface Window {
    vaultBench: typeof vaultBench;
  }
}
window.vaultBench = vaultBench;
