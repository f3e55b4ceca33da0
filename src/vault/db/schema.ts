import Dexie, { type EntityTable, type Transaction } from 'dexie';
import type {
  AccessLogEntry,
  AppSettings,
  ChatMessage,
  CheckIn,
  CommunityReport,
  Contact,
  EmergencySettings,
  EvidenceNote,
  JournalEntry,
  MediaChunk,
  MetaRecord,
  OutboxEntry,
  Recording,
  SubscriptionCache,
  UsageCache,
  WatchlistItem,
} from './entities';

/**
 * The vault's tables. Every field is encrypted except the ones named here, which an index needs;
 * each maps the name the code uses to the neutral name stored in IndexedDB, with what it reveals to
 * someone who reads the database file.
 */
export const PLAIN_FIELDS = {
  contacts: {},
  backupContacts: {},
  emergencySettings: {},
  checkins: {},
  accessLog: {},
  recordings: {},
  // Which chunks belong together and in what order: reveals a recording's chunk count (≈ length).
  mediaChunks: { recordingId: 'g', seq: 'seq' },
  watchlist: {},
  journal: {},
  communityReports: {},
  chatMessages: {},
  subscription: {},
  usage: {},
  settings: {},
  // Delivery order of queued calls: reveals how many are waiting, nothing of what they say.
  outbox: { seq: 'seq' },
  meta: {},
  evidenceNotes: {},
} as const satisfies Record<string, Readonly<Record<string, string>>>;

export type VaultTableName = keyof typeof PLAIN_FIELDS;

export const VAULT_TABLES = Object.keys(PLAIN_FIELDS) as VaultTableName[];

/**
 * What IndexedDB calls each table: one neutral letter, so devtools' list of object stores says
 * nothing about the app. Never reuse or reorder a letter: stored data depends on it.
 */
export const STORED_TABLE_NAMES = {
  contacts: 'a',
  backupContacts: 'b',
  emergencySettings: 'c',
  checkins: 'd',
  accessLog: 'e',
  recordings: 'f',
  mediaChunks: 'g',
  watchlist: 'h',
  journal: 'i',
  communityReports: 'j',
  chatMessages: 'k',
  subscription: 'l',
  usage: 'm',
  settings: 'n',
  outbox: 'o',
  meta: 'p',
  evidenceNotes: 'q',
} as const satisfies Record<VaultTableName, string>;

const TABLE_BY_STORED_NAME = new Map<string, VaultTableName>(
  VAULT_TABLES.map((table) => [STORED_TABLE_NAMES[table], table]),
);

/** The table the code knows by this stored name, if it is one of ours. */
export function tableForStoredName(storedName: string): VaultTableName | undefined {
  return TABLE_BY_STORED_NAME.get(storedName);
}

/** The index the evidence recorder reads chunks by: [recordingId+seq] under stored names. */
export const MEDIA_CHUNK_ORDER_INDEX = '[g+seq]';

/**
 * Evidence slices written while the vault is locked (media.ts): outside the vault tables, so the
 * encryption layer passes them through raw. A row is `{ id: random, g: recordingId, seq, c }`
 * where `c` is already sealed by the item's own secretstream; the next unlock of the same store
 * moves it into mediaChunks. Reveals what a mediaChunks row reveals: which item, which slice.
 */
export const MEDIA_SPOOL_TABLE = 'r';

/** Dexie schema strings under the stored names: the primary key `id` plus the plain index fields. */
const SCHEMA: Record<VaultTableName, string> = {
  contacts: 'id',
  backupContacts: 'id',
  emergencySettings: 'id',
  checkins: 'id',
  accessLog: 'id',
  recordings: 'id',
  mediaChunks: `id, ${MEDIA_CHUNK_ORDER_INDEX}`,
  watchlist: 'id',
  journal: 'id',
  communityReports: 'id',
  chatMessages: 'id',
  subscription: 'id',
  usage: 'id',
  settings: 'id',
  outbox: 'id, seq',
  meta: 'id',
  evidenceNotes: 'id',
};

/** Tables added after version 2, with the version that added them (never change a line). */
const ADDED_IN_VERSION_3 = ['evidenceNotes'] as const satisfies readonly VaultTableName[];

/** Version 1 (before neutral names): readable table names, AD "<table>:<id>", unpadded envelopes. */
export const LEGACY_SCHEMA: Record<string, string> = Object.fromEntries(
  Object.entries({ ...SCHEMA, mediaChunks: 'id, [recordingId+seq]' }).filter(
    ([table]) => !(ADDED_IN_VERSION_3 as readonly string[]).includes(table),
  ),
);

export type VaultDatabase = Dexie & {
  contacts: EntityTable<Contact, 'id'>;
  backupContacts: EntityTable<Contact, 'id'>;
  emergencySettings: EntityTable<EmergencySettings, 'id'>;
  checkins: EntityTable<CheckIn, 'id'>;
  accessLog: EntityTable<AccessLogEntry, 'id'>;
  recordings: EntityTable<Recording, 'id'>;
  mediaChunks: EntityTable<MediaChunk, 'id'>;
  watchlist: EntityTable<WatchlistItem, 'id'>;
  journal: EntityTable<JournalEntry, 'id'>;
  communityReports: EntityTable<CommunityReport, 'id'>;
  chatMessages: EntityTable<ChatMessage, 'id'>;
  subscription: EntityTable<SubscriptionCache, 'id'>;
  usage: EntityTable<UsageCache, 'id'>;
  settings: EntityTable<AppSettings, 'id'>;
  outbox: EntityTable<OutboxEntry, 'id'>;
  meta: EntityTable<MetaRecord, 'id'>;
  evidenceNotes: EntityTable<EvidenceNote, 'id'>;
};

/** The two stores' database names: which one is real is known only inside a key slot. */
export const STORE_NAMES = ['calculator-data-0', 'calculator-data-1'] as const;

/** Reads the version-1 tables and writes their records into the new ones (see store.ts). */
export type LegacyMigration = (transaction: Transaction) => Promise<void>;

export function createVaultDatabase(name: string, migrate: LegacyMigration): VaultDatabase {
  const db = new Dexie(name);
  db.version(1).stores(LEGACY_SCHEMA);
  const current: Record<string, string | null> = {};
  for (const table of VAULT_TABLES) {
    if ((ADDED_IN_VERSION_3 as readonly string[]).includes(table)) continue;
    current[STORED_TABLE_NAMES[table]] = SCHEMA[table];
    current[table] = null; // the version-1 table goes once its records have moved
  }
  db.version(2).stores(current).upgrade(migrate);
  const added: Record<string, string> = { [MEDIA_SPOOL_TABLE]: 'id, g' };
  for (const table of ADDED_IN_VERSION_3) added[STORED_TABLE_NAMES[table]] = SCHEMA[table];
  db.version(3).stores(added);
  return aliasTables(db);
}

/**
 * The code keeps readable names (`db.journal`, `db.table('journal')`); IndexedDB only ever sees the
 * stored ones.
 */
function aliasTables(db: Dexie): VaultDatabase {
  const table = db.table.bind(db);
  db.table = ((name: string) =>
    table(STORED_TABLE_NAMES[name as VaultTableName] ?? name)) as typeof db.table;
  for (const name of VAULT_TABLES) {
    Object.defineProperty(db, name, { get: () => table(STORED_TABLE_NAMES[name]) });
  }
  return db as VaultDatabase;
}
