// What a host (MSW, the Node server, a test) decides when it builds the API.
import type { AlertsService } from './alerts/service';
import type { BackupService } from './backup/service';
import type { LocationStore } from './location/store';
import type { PaymentProvider } from './payments/provider';
import type { ApiStore } from './store/store';
import type { TrustProxy } from './trustProxy';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Every API request, per client address and per account. */
  perAddress: RateLimit;
  perAccount: RateLimit;
  /** Guessing credentials: POST /api/session and /api/account/delete, per address. */
  credentials: RateLimit;
  /** Creating accounts: GET /api/login without a session, per address. */
  signups: RateLimit;
  /** Public and costly writes, per account: community reports and the companion chat. */
  reports: RateLimit;
  /** Community reports per address, whichever account sends them (many new accounts, one flood). */
  reportsPerAddress: RateLimit;
  chat: RateLimit;
  /** New alarms per account: a stolen session cannot flood her contacts. */
  alarms: RateLimit;
  /** The contact page's and the providers' calls, per address (no session there). */
  followers: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  // Generous: a shelter or a carrier NAT puts many people behind one address.
  perAddress: { max: 1200, windowSeconds: 60 },
  perAccount: { max: 300, windowSeconds: 60 },
  credentials: { max: 10, windowSeconds: 60 },
  signups: { max: 30, windowSeconds: 60 },
  reports: { max: 5, windowSeconds: 60 },
  // A flood from one address stops at 10 in 10 minutes; a refused report is not lost (the app's
  // outbox sends it again after Retry-After).
  reportsPerAddress: { max: 10, windowSeconds: 600 },
  chat: { max: 30, windowSeconds: 60 },
  alarms: { max: 10, windowSeconds: 600 },
  followers: { max: 120, windowSeconds: 60 },
};

/**
 * Every request counted in the store as in production, under limits nothing reaches: for the
 * benchmark of the counting itself (RATE_LIMITS=count) and the contract tests on SQL stores.
 */
export const COUNTING_RATE_LIMITS: RateLimits = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [
    name,
    { ...rule, max: Number.MAX_SAFE_INTEGER },
  ]),
) as unknown as RateLimits;

/** Community reports held for an operator (routes/operator.ts, docs/DEPLOY.md). */
export interface Moderation {
  /** Reports from accounts younger than this are held until an operator approves them. */
  holdAccountsYoungerThanMs: number;
}

export const DEFAULT_MODERATION: Moderation = { holdAccountsYoungerThanMs: 24 * 60 * 60 * 1000 };

export interface DevAccount {
  /** The dev account's id; creates the account when it does not exist (yet, or any more). */
  id(): Promise<string>;
  /** Whether requests without a session act as the dev account; /api/login and logout set it. */
  signedIn(): boolean;
  setSignedIn(signedIn: boolean): void;
}

/** Test hooks (/api/__mock/*): the host decides what they read and reset. */
export interface TestHooks {
  snapshot(): Promise<unknown>;
  reset(opts: { signedIn?: boolean; paymentsAvailable?: boolean }): Promise<unknown>;
  setSignedIn(signedIn: boolean): Promise<void>;
}

export interface ApiOptions {
  store: ApiStore;
  now?: () => Date;
  /**
   * What the test hooks report as MOCK_NO_PAYMENT_KEY; the routes ask `payments` instead (a real
   * provider), so under MSW paid plans answer 503 and the trial still starts.
   */
  paymentsAvailable?: () => boolean;
  /**
   * The account used when a request has no valid session: MSW (its worker sees no navigations
   * and cannot set HttpOnly cookies) and the test-hooks mode of the server. Never in production.
   */
  devAccount?: DevAccount | null;
  /**
   * Honour X-Forwarded-For, -Proto and -Host: from the listed proxy addresses only, or (true) from
   * any peer. Only behind a proxy you run (api/trustProxy.ts).
   */
  trustProxy?: TrustProxy;
  /** null turns rate limiting off (unit tests of other modules, MSW in development). */
  rateLimits?: RateLimits | null;
  testHooks?: TestHooks | null;
  /** Called after a fresh write changed stored data, e.g. `POST /api/journal`. */
  onApplied?: (accountId: string, endpoint: string) => void;
  /** Alert delivery (api/alerts/sqlAlerts.ts); absent, the server delivers no alerts. */
  alerts?: AlertsService | null;
  /** Live location's sealed positions (api/location/); absent, kept in memory. */
  location?: LocationStore;
  /** What one account may keep in records (default QUOTA in api/routes/records.ts; tests). */
  quota?: { records: number; bytes: number };
  /** Session lifetime; default 30 days from the last real unlock (each renews it). */
  sessionSeconds?: number;
  /** Absent or null: every report is published at once (MSW, unit tests of other modules). */
  moderation?: Moderation | null;
  /**
   * OPERATOR_TOKEN: the bearer token of /api/operator/* (the moderation queue). Absent or null,
   * those routes do not exist (404).
   */
  operatorToken?: string | null;
  /** Cloud backup (api/backup): absent or null, its routes answer 503 (MSW, other tests). */
  backup?: BackupService | null;
  /**
   * The payment provider's hosted checkout (api/payments/stripe.ts, from PAYMENT_SECRET_KEY and
   * PAYMENT_WEBHOOK_SECRET). Absent or null: paid plans and the shop say payments are not set up;
   * the trial still starts (it needs no card).
   */
  payments?: PaymentProvider | null;
  /** Where the provider sends the browser back (PUBLIC_URL); absent: the request's own origin. */
  publicUrl?: string | null;
  /** STORE_URL, https only: the shop's "Visit Store" (GET /api/payments/config). */
  storeUrl?: string | null;
}

/** What the Node adapter knows about the connection (absent under MSW). */
export interface ApiBindings {
  clientAddress?: string;
  tls?: boolean;
}
