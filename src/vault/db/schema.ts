import Dexie, { type EntityTable } from 'dexie';
import type {
  AccessLogEntry,
  AppSettings,
  ChatMessage,
  CheckIn,
  CommunityReport,
  Contact,
  EmergencySettings,
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
 * each is listed with what it reveals to someone who reads the database file.
 */
export const PLAIN_FIELDS = {
  contacts: [],
  backupContacts: [],
  emergencySettings: [],
  checkins: [],
  accessLog: [],
  recordings: [],
  // Which chunks belong together and in what order: reveals a recording's chunk count (≈ length).
  mediaChunks: ['recordingId', 'seq'],
  watchlist: [],
  journal: [],
  communityReports: [],
  chatMessages: [],
  subscription: [],
  usage: [],
  settings: [],
  // Delivery order of queued calls: reveals how many are waiting, nothing of what they say.
  outbox: ['seq'],
  meta: [],
} as const satisfies Record<string, readonly string[]>;

export type VaultTableName = keyof typeof PLAIN_FIELDS;

export const VAULT_TABLES = Object.keys(PLAIN_FIELDS) as VaultTableName[];

/** Dexie schema strings: the primary key `id` plus the plain index fields above. */
const SCHEMA: Record<VaultTableName, string> = {
  contacts: 'id',
  backupContacts: 'id',
  emergencySettings: 'id',
  checkins: 'id',
  accessLog: 'id',
  recordings: 'id',
  mediaChunks: 'id, [recordingId+seq]',
  watchlist: 'id',
  journal: 'id',
  communityReports: 'id',
  chatMessages: 'id',
  subscription: 'id',
  usage: 'id',
  settings: 'id',
  outbox: 'id, seq',
  meta: 'id',
};

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
};

/** The two stores' database names: which one is real is known only inside a key slot. */
export const STORE_NAMES = ['calculator-data-0', 'calculator-data-1'] as const;

export function createVaultDatabase(name: string): VaultDatabase {
  const db = new Dexie(name) as VaultDatabase;
  db.version(1).stores(SCHEMA);
  return db;
}
