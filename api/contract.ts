// The reference API contract (product spec section 7): constants and the shapes of every
// request and response body. Client code imports these types so both sides agree.

export const API_PREFIX = '/api';

/** Friend code that grants permanent unlimited access (spec section 9). */
export const FRIEND_ACCESS_CODE = '11111';

/** Case-insensitive substrings that raise the risk level (spec section 5). */
export const RISK_KEYWORDS = {
  high: ['suicide', 'kill', 'weapon', 'die', 'end it all', 'emergency'],
  medium: ['hurt', 'scared', 'violence', 'abuse', 'dangerous', 'trapped'],
} as const satisfies Record<'high' | 'medium', readonly string[]>;

export const LIMITS = {
  /** Client-chosen record ids: 1–64 characters of [A-Za-z0-9_-]. */
  clientIdPattern: /^[A-Za-z0-9_-]{1,64}$/,
  /** Sealed by the device (`cp1.<base64url>`), so room for ciphertext. */
  watchlistNameChars: 4096,
  reportDescriptionChars: 2000,
  /** Journal content may be opaque ciphertext; measured in UTF-8 bytes. */
  journalContentBytes: 200 * 1024,
  /** Sealed by the device (`cp1.<base64url>`), so room for ciphertext. */
  checkinLocationChars: 4096,
  queryChars: 2000,
  chatMessageChars: 2000,
  chatHistoryItems: 6,
  idempotencyKeyChars: 255,
  /** Anonymous account ids and secrets are base64url. */
  credentialChars: 128,
  /** Any request body; larger ones get 413 before they are parsed. */
  bodyBytes: 256 * 1024,
} as const;

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const MESSAGES = {
  unauthorized: 'Unauthorized',
  notJson: 'Request body must be JSON.',
  notObject: 'Request body must be a JSON object.',
  invalidFriendCode: 'The access code is not valid.',
  noPaymentKey: 'Subscriptions not available in web version',
  notFound: 'Not found',
  tooLarge: 'Request body is too large.',
  tooManyRequests: 'Too many requests. Try again later.',
  internal: 'Internal server error',
  idempotencyMismatch:
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
} as const;

// ---- Common ----

/** Every 4xx/5xx answer carries a human-readable message. */
export interface ErrorBody {
  message: string;
}

/** Optional client-chosen id accepted by every POST that creates a record. */
export interface ClientId {
  id?: string;
}

// ---- Auth ----

/** An anonymous account: no name, email or phone. */
export interface User {
  id: string;
  createdAt: string;
}

/** Issued by POST /api/account/credentials; the client keeps it in the vault. */
export interface AccountCredentials {
  accountId: string;
  secret: string;
}

/** The session cookie's neutral name. */
export const SESSION_COOKIE = 'sid';

// ---- Subscription ----

export type SubscriptionStatusValue = 'free' | 'active';
export type SubscriptionPlan = 'free' | 'trial' | 'monthly' | 'yearly' | 'unlimited';
export type PurchasablePlan = 'trial' | 'monthly' | 'yearly';
export const PURCHASABLE_PLANS: readonly PurchasablePlan[] = ['trial', 'monthly', 'yearly'];

export interface SubscriptionStatus {
  status: SubscriptionStatusValue;
  plan: SubscriptionPlan;
  trialEnd: string | null;
  friendAccess: boolean;
}

export type UsageActionType = 'audio' | 'video' | 'photo';
export const USAGE_ACTION_TYPES: readonly UsageActionType[] = ['audio', 'video', 'photo'];

export interface Usage {
  audio: number;
  photo: number;
  video: number;
  total: number;
}

export interface CreateSubscriptionRequest {
  plan: PurchasablePlan;
}
export interface CreateSubscriptionResponse {
  sessionId: string;
}

export interface FriendAccessRequest {
  code: string;
}
export interface FriendAccessResponse {
  ok: true;
}

export interface TrackUsageRequest {
  actionType: UsageActionType;
}

// ---- Records ----

export type CheckinStatus = 'safe' | 'help';
export const CHECKIN_STATUSES: readonly CheckinStatus[] = ['safe', 'help'];

export interface CheckinRequest extends ClientId {
  status: CheckinStatus;
  location: string;
}
export interface Checkin {
  id: string;
  status: CheckinStatus;
  location: string;
  createdAt: string;
}

export interface WatchlistRequest extends ClientId {
  name: string;
}
export interface WatchlistItem {
  id: string;
  name: string;
}

export interface JournalRequest extends ClientId {
  content: string;
}
export interface JournalEntry {
  id: string;
  content: string;
  createdAt: string;
}

export type ReportCategory = 'person' | 'location' | 'scam' | 'other';
export const REPORT_CATEGORIES: readonly ReportCategory[] = ['person', 'location', 'scam', 'other'];

export interface CommunityReportRequest extends ClientId {
  category: ReportCategory;
  description: string;
}
export interface CommunityReport {
  id: string;
  category: ReportCategory;
  description: string;
  createdAt: string;
}

// ---- Assistance ----

export type RiskLevel = 'low' | 'medium' | 'high';

/**
 * Optional on the assistance requests: the user's language, one of the app's 12 (`ar`, `de`, `en`,
 * `es`, `fa`, `fr`, `it`, `ku`, `nl`, `pt`, `tr`, `ur`; a region subtag is ignored). It picks the
 * keyword lists; the assistant and the companion also answer in it. Without it they answer in
 * the first of the 12 named by Accept-Language, else English (api/companion/README.md).
 */
export interface LanguageHint {
  language?: string;
}

export interface SafetyCheckRequest extends LanguageHint {
  query: string;
}
export interface SafetyCheckResponse {
  result: string;
  riskLevel: RiskLevel;
}

export interface AiAssistantRequest extends LanguageHint {
  query: string;
}
export interface AiAssistantResponse {
  response: string;
}

export type ChatSender = 'user' | 'companion';
export const CHAT_SENDERS: readonly ChatSender[] = ['user', 'companion'];

export interface ChatHistoryItem {
  text: string;
  sender: ChatSender;
}
export interface CompanionRequest extends LanguageHint {
  message: string;
  /** The last messages of the conversation, oldest first; at most 6. */
  conversationHistory: ChatHistoryItem[];
}
export interface CompanionResponse {
  response: string;
}

// ---- Test hooks (only when enabled) ----

export interface MockAuthRequest {
  signedIn: boolean;
}
export interface MockResetRequest {
  signedIn?: boolean;
}
