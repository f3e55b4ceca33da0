/** The decrypted shapes of everything the vault keeps (spec §3). Ids are random strings. */

export type Relationship = 'Family' | 'Friend' | 'Partner' | 'Coworker' | 'Neighbor' | 'Other';

export interface Contact {
  id: string;
  name: string;
  phone: string;
  email?: string;
  relationship?: Relationship;
  priority: number;
  createdAt: number;
}

export interface EmergencySettings {
  id: 'emergency';
  locationFrequencySeconds: 10 | 30 | 60;
  backupDelayMinutes: 2 | 5 | 10;
  autoVoiceCalls: boolean;
  silentMode: boolean;
  customMessage: string;
}

export interface CheckIn {
  id: string;
  status: 'safe' | 'help';
  location: string;
  createdAt: number;
}

export interface AccessLogEntry {
  id: string;
  at: number;
  attempted: boolean;
}

export interface Recording {
  id: string;
  name: string;
  type: 'audio' | 'video' | 'photo' | 'screen';
  mimeType: string;
  durationSeconds: number;
  sizeText: string;
  createdAt: number;
}

export interface MediaChunk {
  id: string;
  recordingId: string;
  seq: number;
  data: Uint8Array;
}

export interface WatchlistItem {
  id: string;
  name: string;
  createdAt: number;
}

export interface JournalEntry {
  id: string;
  content: string;
  createdAt: number;
}

export interface CommunityReport {
  id: string;
  category: 'person' | 'location' | 'scam' | 'other';
  description: string;
  createdAt: number;
}

export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'companion';
  timestamp: number;
  type: 'support' | 'resource' | 'emergency';
}

export interface SubscriptionCache {
  id: 'status';
  status: 'free' | 'active';
  plan: 'free' | 'trial' | 'monthly' | 'yearly' | 'unlimited';
  trialEnd: string | null;
  friendAccess: boolean;
}

export interface UsageCache {
  id: 'usage';
  audio: number;
  photo: number;
  video: number;
  total: number;
}

export interface EmergencyNumberSetting {
  id: string;
  country: string;
  number: string;
  description: string;
}

export interface RedFlagSetting {
  id: string;
  title: string;
  description: string;
  category: string;
}

/** The spec's "local settings object". */
export interface AppSettings {
  id: 'settings';
  emergencyNumbers: EmergencyNumberSetting[];
  redFlags: RedFlagSetting[];
}

export interface OutboxEntry {
  id: string;
  /** Delivery order; plain so the queue can be read in order (it reveals only a count). */
  seq: number;
  method: 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  idempotencyKey: string;
  resource: string;
  state: 'pending' | 'failed';
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
  createdAt: number;
}

/** Small named values: setup state, chosen country, timers, the decoy's key (real vault only). */
export interface MetaRecord {
  id: string;
  value: unknown;
}

/** A record that could not be decrypted (tampered or damaged): reported, never returned as data. */
export interface CorruptRecord {
  id: string;
  __corrupt: 'decrypt-failed';
}

export function isCorrupt(value: unknown): value is CorruptRecord {
  return typeof value === 'object' && value !== null && '__corrupt' in value;
}
