// The reference API contract (product spec section 7): constants and the shapes of every
// request and response body. Client code imports these types so both sides agree.
import { CREDENTIAL_CHARS, USAGE_ACTION_TYPES } from '../common/requests/account';
import type {
  AccountCredentials,
  FriendAccessRequest,
  TrackUsageRequest,
} from '../common/requests/account';
import { ALARM_KINDS, BACKUP_DELAYS_MINUTES } from '../common/requests/alerts';
import { ASSIST_LIMITS, CHAT_SENDERS } from '../common/requests/assist';
import type {
  AiAssistantRequest as AiAssistantBody,
  ChatHistoryItem,
  ChatSender,
  CompanionRequest as CompanionBody,
  SafetyCheckRequest as SafetyCheckBody,
} from '../common/requests/assist';
import type {
  AlarmKind,
  AlarmPosition,
  AlarmRequest,
  AlertContact,
  AlertProfile,
  BackupDelayMinutes,
  DeadlineRequest,
  FollowPushRequest,
} from '../common/requests/alerts';
import { CLIENT_ID_PATTERN } from '../common/requests/fields';
import type { PlanCheckoutRequest, ShopCheckoutRequest } from '../common/requests/payments';
import { CHECKIN_STATUSES, RECORD_LIMITS, REPORT_CATEGORIES } from '../common/requests/records';
import type {
  CheckinRequest,
  CommunityReportRequest,
  JournalRequest,
  WatchlistRequest,
} from '../common/requests/records';

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
  clientIdPattern: CLIENT_ID_PATTERN,
  /** The record bodies' limits (common/requests/records.ts). */
  ...RECORD_LIMITS,
  /** Report ids one review lookup may ask about (GET /api/community-reports/review). */
  reviewIds: 50,
  /** The assistance bodies' limits (common/requests/assist.ts). */
  ...ASSIST_LIMITS,
  idempotencyKeyChars: 255,
  /** Anonymous account ids and secrets are base64url. */
  credentialChars: CREDENTIAL_CHARS,
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
  quotaFull:
    'This account has reached its storage limit on the server. Delete old entries to make room; nothing new was stored.',
  idempotencyMismatch:
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  operatorForbidden: 'The operator token is not valid.',
  trialUsed: 'The 3-day trial was already used on this account.',
  planActive: 'This account already has a plan.',
  webhookSignature: 'The signature is not valid.',
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
export type { AccountCredentials, FriendAccessRequest, TrackUsageRequest };

/** The session cookie's neutral name over plain HTTP; over TLS it is `__Host-sid`. */
export const SESSION_COOKIE = 'sid';
export const SECURE_SESSION_COOKIE = '__Host-sid';

// ---- Subscription ----

export type SubscriptionStatusValue = 'free' | 'active';
export type SubscriptionPlan = 'free' | 'trial' | 'monthly' | 'yearly' | 'unlimited';
export type PurchasablePlan = 'trial' | 'monthly' | 'yearly';
export const PURCHASABLE_PLANS: readonly PurchasablePlan[] = ['trial', 'monthly', 'yearly'];

export interface SubscriptionStatus {
  /** Computed from the date: a trial or a paid plan past its end answers `free`. */
  status: SubscriptionStatusValue;
  plan: SubscriptionPlan;
  /** When the trial ends (ISO 8601); it stays set once the trial was used (one per account). */
  trialEnd: string | null;
  friendAccess: boolean;
  /** A paid plan's end (ISO 8601); present only while the account has held one. */
  periodEnd?: string | null;
}

export { USAGE_ACTION_TYPES };
export type UsageActionType = (typeof USAGE_ACTION_TYPES)[number];

export interface Usage {
  audio: number;
  photo: number;
  video: number;
  total: number;
}

/** `trial`, or a paid plan: the checkout's body (common/requests/payments.ts). */
export type CreateSubscriptionRequest = { plan: 'trial' } | PlanCheckoutRequest;
/** POST /api/shop/checkout: the cart (common/requests/payments.ts); the server prices it. */
export type { ShopCheckoutRequest };
/**
 * POST /api/subscription/create with monthly or yearly: the provider's hosted checkout (503 when
 * no provider is configured). With `trial` the server starts the trial instead and answers the
 * SubscriptionStatus, like POST /api/subscription/trial.
 */
export interface CreateSubscriptionResponse {
  sessionId: string;
  /** The hosted checkout page; the browser goes there when she pressed the button. */
  url: string;
}

/** GET /api/payments/config: what the server can sell and where its store is. No account data. */
export interface PaymentsConfig {
  /** A payment provider is configured (PAYMENT_SECRET_KEY and PAYMENT_WEBHOOK_SECRET). */
  checkout: boolean;
  /** STORE_URL (https only), or null. */
  storeUrl: string | null;
}

export interface FriendAccessResponse {
  ok: true;
}

// ---- Records ----

// The request bodies are valibot schemas the server checks with (common/requests/records.ts).
export { CHECKIN_STATUSES, REPORT_CATEGORIES };
export type { CheckinRequest, CommunityReportRequest, JournalRequest, WatchlistRequest };
export type CheckinStatus = (typeof CHECKIN_STATUSES)[number];

export interface Checkin {
  id: string;
  status: CheckinStatus;
  location: string;
  createdAt: string;
}

export interface WatchlistItem {
  id: string;
  name: string;
}

export interface JournalEntry {
  id: string;
  content: string;
  createdAt: string;
}

export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export interface CommunityReport {
  id: string;
  category: ReportCategory;
  description: string;
  createdAt: string;
}

/**
 * Where a report stands. pending: held for an operator (reports from accounts younger than the
 * server's hold, 24 h by default); published: in the public list; rejected: never shown (its text
 * is no longer kept).
 */
export type ReportReview = 'pending' | 'published' | 'rejected';

/**
 * POST /api/community-reports answers the report and where it stands: 202 when it is held for
 * review, 201 when it was published, 200 for a report id sent before (a retry).
 */
export interface CommunityReportReceipt extends CommunityReport {
  review: ReportReview;
}

/**
 * GET /api/community-reports/review?ids=a,b (at most LIMITS.reviewIds): where each report the
 * device sent stands, by id; ids the server does not know are left out.
 */
export type ReportReviews = Record<string, ReportReview>;

/** GET /api/operator/reports (behind OPERATOR_TOKEN): the reports waiting, oldest first. */
export interface HeldReports {
  held: CommunityReport[];
}

// ---- Alerts delivered by the server (api/alerts/, docs/DEPLOY.md) ----

export type AlertChannel = 'email' | 'sms' | 'push';
export const ALERT_CHANNELS: readonly AlertChannel[] = ['email', 'sms', 'push'];
/**
 * queued: waiting to be sent (a backup contact's waits for the delay); sent: the provider took it
 * (the SMS gateway answered queued/sent, the push service 201); delivered: the provider confirms it
 * reached the person (the SMTP server accepted responsibility for the mail, the gateway's status
 * callback said delivered, the contact's browser showed the notification); failed: given up after
 * the retries, or refused for good (the reason is in `error`).
 */
export type DeliveryStatus = 'queued' | 'sent' | 'delivered' | 'failed';
/** What raised the alarm: the SOS (button, 123#, long press, triggers), the duress code, the check-in at zero. */
export { ALARM_KINDS };
export type { AlarmKind, AlarmPosition, AlarmRequest, FollowPushRequest };
export { BACKUP_DELAYS_MINUTES };
export type { BackupDelayMinutes };

/** GET /api/alerts/status (also the answer of PUT /api/alerts/profile). */
export interface AlertsStatus {
  /**
   * The channels this server delivers on for this account: email when SMTP is configured; sms when
   * a gateway is configured and the account's tier includes enhanced alerts; push always (it reaches
   * only contacts who opened their page and allowed notifications).
   */
  channels: Record<AlertChannel, boolean>;
  /** A gateway is configured but the account is on the free tier: SMS go through the links. */
  smsNeedsUpgrade: boolean;
  /** The account turned server alerts on (a profile is stored). */
  enabled: boolean;
  /** The check-in deadline the server holds (ISO 8601), or null. */
  deadline: string | null;
  /** Per contact id: the contact page link (`<PUBLIC_URL>/follow/<token>`) the messages carry. */
  contactLinks: Record<string, string>;
}

// PUT /api/alerts/profile: AlertProfile (common/requests/alerts.ts) turns server alerts on (or
// updates them); DELETE turns them off.
export type { AlertContact, AlertProfile };

// POST /api/alerts/alarms: AlarmRequest (common/requests/alerts.ts) -> 202 Alarm.

export interface Delivery {
  contactId: string;
  contactName: string;
  channel: AlertChannel;
  /** Backup contacts' deliveries wait for the delay. */
  backup: boolean;
  status: DeliveryStatus;
  attempts: number;
  updatedAt: string;
  /** Why it failed (the provider's answer), when it did. */
  error?: string;
}

/** GET /api/alerts/alarms/:id; POST /api/alerts/alarms/:id/safe cancels what still waits. */
export interface Alarm {
  id: string;
  kind: AlarmKind;
  createdAt: string;
  /** When the backup contacts are alerted, unless she is safe first; null without backups. */
  backupAt: string | null;
  /** When she marked herself safe, or null. */
  safeAt: string | null;
  deliveries: Delivery[];
}

// PUT /api/alerts/deadline: DeadlineRequest (common/requests/alerts.ts); the server alerts the
// contacts itself at `dueAt`. DELETE withdraws it.
export type { DeadlineRequest };

/** GET /api/alerts/push-key: the VAPID public key (base64url) for the contact page. */
export interface PushKey {
  publicKey: string;
}

// POST /api/follow/:token/push: FollowPushRequest (common/requests/alerts.ts), the contact's
// browser subscription (PushSubscription.toJSON()).

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

// The assistance bodies are valibot schemas the server checks with (common/requests/assist.ts).
export type SafetyCheckRequest = SafetyCheckBody & LanguageHint;
export interface SafetyCheckResponse {
  result: string;
  riskLevel: RiskLevel;
}

export type AiAssistantRequest = AiAssistantBody & LanguageHint;
export interface AiAssistantResponse {
  response: string;
}

export { CHAT_SENDERS };
export type { ChatHistoryItem, ChatSender };
/** `conversationHistory`: the last messages of the conversation, oldest first; at most 6. */
export type CompanionRequest = CompanionBody & LanguageHint;
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
