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
  /** Alerts delivered by the server (off until the person turns them on). */
  serverAlerts?: boolean;
  /**
   * The locked calculator's alarm may use the contacts' numbers and addresses and the message
   * (the SOS essentials, readable with developer tools on the device). On unless she turns it off.
   */
  lockedAlarm?: boolean;
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

export type RecordingType = 'audio' | 'video' | 'photo' | 'screen';

/** Where the device was at capture, if the user allowed it. */
export interface CapturePlace {
  lat: number;
  lng: number;
  accuracy: number;
}

/**
 * One evidence item. Its media is a secretstream under `streamKey` (this record is sealed by the
 * vault key, so the item key is wrapped by it), in mediaChunks rows ordered by seq.
 */
export interface Recording {
  id: string;
  name: string;
  type: RecordingType;
  mimeType: string;
  durationSeconds: number;
  sizeText: string;
  createdAt: number;
  /** Plaintext bytes written so far (sizeText is the spec's display form). */
  sizeBytes?: number;
  streamKey?: Uint8Array;
  streamHeader?: Uint8Array;
  /** Chunk rows written, the final one included once `complete`. */
  chunkCount?: number;
  /** True once the final slice is written: a false item was cut off (crash, closed tab). */
  complete?: boolean;
  /** SHA-256 (hex) of the whole plaintext, set when complete. */
  sha256?: string;
  place?: CapturePlace;
  appVersion?: string;
  /**
   * Recorded by the alarm on the locked calculator: sealed to the vault's public key, then
   * imported at the next real unlock (src/vault/lockedCaptureImport.ts).
   */
  lockedCapture?: boolean;
}

export interface MediaChunk {
  id: string;
  recordingId: string;
  seq: number;
  data: Uint8Array;
}

/** A written note kept with the evidence (spec §5: saved only with non-empty text). */
export interface EvidenceNote {
  id: string;
  text: string;
  createdAt: number;
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
  /**
   * The device's own reports until they are known to be public: unsent (not delivered yet),
   * pending (delivered, waiting for the server's moderator), rejected (the moderator refused it).
   * Absent: published, or someone else's report.
   */
  review?: 'unsent' | 'pending' | 'rejected';
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
  /** A paid plan's end (ISO 8601); absent in caches written before paid plans existed. */
  periodEnd?: string | null;
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
