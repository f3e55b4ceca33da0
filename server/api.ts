// Builds the API the server answers /api with: the one implementation (api/app.ts) over
// PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR (default ./data).
import { mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import { isIP } from 'node:net';
import path from 'node:path';
import { createApiApp } from '../api/app';
import { createMemoryStore } from '../api/store/memoryStore';
import type { ApiApp } from '../api/app';
import { COUNTING_RATE_LIMITS, DEFAULT_MODERATION, DEFAULT_RATE_LIMITS } from '../api/options';
import type { ApiOptions, Moderation } from '../api/options';
import type { SqlClient } from '../api/sql/client';
import { migrate } from '../api/sql/migrations';
import { openPostgres } from '../api/sql/pg';
import { openPglite } from '../api/sql/pglite';
import { createSqlStore } from '../api/sql/sqlStore';
import type { ApiStore } from '../api/store/store';
import type { TrustProxy } from '../api/trustProxy';
import { alertsConfigFromEnv, alertsKey } from '../api/alerts/config';
import { SqlAlerts } from '../api/alerts/sqlAlerts';
import { AlertWorker } from '../api/alerts/worker';
import { createMemoryBackupIndex, createSqlBackupIndex } from '../api/backup';
import type { BackupService } from '../api/backup';
import { createBackupService, openBackupStorage, quotaFromEnv, s3ConfigFromEnv } from './backup';
import type { S3Config } from './backup';
import { createSqlLocationStore, WAKE_CHANNEL } from '../api/location/sqlLocation';
import { setCrossInstanceWake, wakeReaders } from '../api/location/wake';
import { paymentsConfigFromEnv, StripeCheckout } from '../api/payments/stripe';
import type { PaymentsConfig } from '../api/payments/stripe';
import { storeTestHooks } from './testHooks';

export interface ServerApiConfig {
  /** postgres://... ; when absent the embedded store is used. */
  databaseUrl?: string;
  /** Folder of the embedded store; null keeps it in memory (tests). */
  dataDir: string | null;
  /**
   * STORE=memory: plain objects, no database, lost on exit. For browser tests, whose private servers
   * must start in a second (PGlite's first start in a new folder runs initdb, seconds long).
   */
  memory?: boolean;
  trustProxy: TrustProxy;
  /** MOCK_API_TEST_HOOKS=1: /api/__mock/* and a dev account for the browser tests. */
  testHooks: boolean;
  paymentsAvailable: boolean;
  rateLimits?: ApiOptions['rateLimits'];
  /** REPORT_HOLD_HOURS: reports of younger accounts wait for an operator (default 24 h). */
  moderation?: Moderation | null;
  /** OPERATOR_TOKEN: the moderation queue's bearer token; unset, /api/operator/* is off. */
  operatorToken?: string | null;
  /**
   * The environment alert delivery is configured from (SMTP_URL, SMS_GATEWAY_*, PUBLIC_URL,
   * ALERTS_KEY...), and the address links fall back to; null: no alert delivery (tests).
   */
  alerts?: { env: NodeJS.ProcessEnv; fallbackUrl: string } | null;
  /**
   * Cloud backup (api/backup): S3_* for an object store, else `<dataDir>/backup` (a temporary
   * folder when dataDir is null); BACKUP_QUOTA_MB per account. Absent: the defaults.
   */
  backup?: { s3: S3Config | null; quotaBytes: number };
  /** PAYMENT_SECRET_KEY, PAYMENT_WEBHOOK_SECRET, PAYMENT_API_URL; null: no paid plans. */
  payments?: PaymentsConfig | null;
  /** STORE_URL (https): the shop's "Visit Store"; null: the button is not shown. */
  storeUrl?: string | null;
  /** PUBLIC_URL: where the payment provider sends the browser back. */
  publicUrl?: string | null;
}

export interface ServerApi {
  app: ApiApp;
  store: ApiStore;
  /** The database client (tests count rows through it); null for STORE=memory. */
  client: SqlClient | null;
  /** e.g. "PostgreSQL" or "embedded (data)" for the start-up line. */
  description: string;
  /** What alert delivery can do here, for the start-up line. */
  alertsDescription: string;
  /** What happens to new accounts' reports, for the start-up line. */
  moderationDescription: string;
  /** Whether paid plans and the shop can take payments, for the start-up line. */
  paymentsDescription: string;
  alerts: SqlAlerts | null;
  /** Where backups are kept, for the start-up line. */
  backupDescription: string;
  backup: BackupService;
  close: () => Promise<void>;
}

/**
 * RATE_LIMITS: unset for the defaults; "off" for benchmarks of the rest; "count" for benchmarks
 * of the counting itself: every request is counted in the database as in production, under
 * limits no load generator reaches (its clients share one address).
 */
function rateLimitsFromEnv(value: string | undefined): ApiOptions['rateLimits'] {
  if (value === 'off') return null;
  return value === 'count' ? COUNTING_RATE_LIMITS : DEFAULT_RATE_LIMITS;
}

/**
 * TRUST_PROXY: unset or `0` believes no forwarded header; the proxy's addresses, comma-separated
 * (`10.203.0.10`), believe them from those peers only; `1` from any peer.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (text === '1') return true;
  const hops = text.split(',').map((hop) => hop.trim());
  const bad = hops.find((hop) => isIP(hop.replace(/^::ffff:/i, '')) === 0);
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be 1 or the proxy's IP addresses, comma-separated; "${bad}" is not an address.`,
    );
  }
  return hops;
}

/** Tokens shorter than this are refused at start: the operator routes are on the internet. */
export const OPERATOR_TOKEN_MIN_CHARS = 32;

/** OPERATOR_TOKEN: unset or empty turns the operator routes off; a short one stops the start. */
export function operatorTokenFromEnv(value: string | undefined): string | null {
  const token = value?.trim() ?? '';
  if (token === '') return null;
  if (token.length < OPERATOR_TOKEN_MIN_CHARS || /\s/.test(token)) {
    throw new Error(
      `OPERATOR_TOKEN must be at least ${OPERATOR_TOKEN_MIN_CHARS} characters without spaces (for example: openssl rand -hex 32).`,
    );
  }
  return token;
}

/** REPORT_HOLD_HOURS: unset for 24; 0 publishes every report at once. */
export function moderationFromEnv(value: string | undefined): Moderation | null {
  if (value === undefined || value.trim() === '') return DEFAULT_MODERATION;
  const hours = Number(value);
  if (!Number.isFinite(hours) || hours < 0) {
    throw new Error(`REPORT_HOLD_HOURS must be a number of hours, 0 or more, got "${value}".`);
  }
  return hours === 0 ? null : { holdAccountsYoungerThanMs: hours * 60 * 60 * 1000 };
}

function describeModeration(config: ServerApiConfig): string {
  const moderation = config.moderation === undefined ? DEFAULT_MODERATION : config.moderation;
  if (!moderation) return 'off (every report is published at once)';
  const hours = moderation.holdAccountsYoungerThanMs / 3_600_000;
  const held = `reports of accounts younger than ${hours} h wait for review`;
  return config.operatorToken
    ? `${held} (operator routes on)`
    : `${held}; OPERATOR_TOKEN is unset, so nobody can approve them`;
}

/** STORE_URL: unset or empty for none; anything but an https address stops the start. */
export function storeUrlFromEnv(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || url.protocol !== 'https:') {
    throw new Error(`STORE_URL must be an https:// address, got "${text}".`);
  }
  return url.href;
}

export function configFromEnv(env: NodeJS.ProcessEnv): ServerApiConfig {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    memory: env.STORE === 'memory',
    // STORE=pglite-memory: the embedded database without a folder (browser tests of alerts).
    dataDir: env.STORE === 'pglite-memory' ? null : path.resolve(env.DATA_DIR || 'data'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    testHooks: env.MOCK_API_TEST_HOOKS === '1',
    paymentsAvailable: env.MOCK_NO_PAYMENT_KEY !== '1',
    rateLimits: rateLimitsFromEnv(env.RATE_LIMITS),
    moderation: moderationFromEnv(env.REPORT_HOLD_HOURS),
    operatorToken: operatorTokenFromEnv(env.OPERATOR_TOKEN),
    backup: { s3: s3ConfigFromEnv(env), quotaBytes: quotaFromEnv(env.BACKUP_QUOTA_MB) },
    payments: paymentsConfigFromEnv(env),
    storeUrl: storeUrlFromEnv(env.STORE_URL),
    publicUrl: env.PUBLIC_URL?.trim() || null,
  };
}

async function openBackup(
  config: ServerApiConfig,
  client: SqlClient | null,
): Promise<BackupService> {
  const s3 = config.backup?.s3 ?? null;
  let storage;
  if (s3) {
    storage = openBackupStorage({ kind: 's3', s3 });
  } else {
    const directory = config.dataDir
      ? path.join(config.dataDir, 'backup')
      : await mkdtemp(path.join(os.tmpdir(), 'calcplus-backup-'));
    await mkdir(directory, { recursive: true, mode: 0o700 });
    storage = openBackupStorage({ kind: 'folder', directory });
  }
  return createBackupService({
    index: client ? createSqlBackupIndex(client) : createMemoryBackupIndex(),
    storage,
    quotaBytes: config.backup?.quotaBytes,
  });
}

async function openClient(config: ServerApiConfig): Promise<[SqlClient, string]> {
  if (config.databaseUrl) return [await openPostgres(config.databaseUrl), 'PostgreSQL'];
  if (config.dataDir === null) return [await openPglite(), 'embedded (in memory)'];
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  return [await openPglite(config.dataDir), `embedded (${config.dataDir})`];
}

async function openStore(config: ServerApiConfig): Promise<[ApiStore, SqlClient | null, string]> {
  if (config.memory && !config.databaseUrl) return [createMemoryStore(), null, 'memory (not kept)'];
  const [client, description] = await openClient(config);
  await migrate(client);
  return [createSqlStore(client), client, description];
}

async function openAlerts(
  config: ServerApiConfig,
  client: SqlClient | null,
): Promise<{ alerts: SqlAlerts | null; worker: AlertWorker | null; description: string }> {
  if (!config.alerts || !client) {
    return { alerts: null, worker: null, description: 'off (needs the SQL store)' };
  }
  const key = await alertsKey(config.alerts.env, config.dataDir, Boolean(config.databaseUrl));
  if (!key) {
    return {
      alerts: null,
      worker: null,
      description: 'off (set ALERTS_KEY or ALERTS_KEY_FILE: every instance needs the same key)',
    };
  }
  const alertsConfig = alertsConfigFromEnv(config.alerts.env, key, config.alerts.fallbackUrl);
  const alerts = new SqlAlerts(client, alertsConfig);
  const worker = new AlertWorker(alerts);
  worker.start();
  const channels = [
    alertsConfig.smtp ? 'email' : null,
    alertsConfig.sms ? 'SMS' : null,
    'push',
  ].filter(Boolean);
  return {
    alerts,
    worker,
    description: `${channels.join(', ')} (links: ${alertsConfig.publicUrl})`,
  };
}

/**
 * On PostgreSQL, a position appended through another instance wakes this instance's waiting
 * contact pages (LISTEN/NOTIFY). Without it they still find it by looking again every 0.5 s.
 */
async function listenForLocation(client: SqlClient | null): Promise<() => Promise<void>> {
  if (!client?.listen) return async () => undefined;
  try {
    return await client.listen(
      WAKE_CHANNEL,
      (id) => wakeReaders(id || undefined),
      setCrossInstanceWake,
    );
  } catch (error) {
    console.warn('Live location: LISTEN failed, pages look again every 0.5 s:', error);
    return async () => undefined;
  }
}

export async function openServerApi(config: ServerApiConfig): Promise<ServerApi> {
  const [store, client, description] = await openStore(config);
  const { alerts, worker, description: alertsDescription } = await openAlerts(config, client);
  const backup = await openBackup(config, client);
  const unlisten = await listenForLocation(client);
  const hooks = config.testHooks ? storeTestHooks(store, config.paymentsAvailable) : null;
  const app = createApiApp({
    store,
    trustProxy: config.trustProxy,
    rateLimits: config.rateLimits === undefined ? DEFAULT_RATE_LIMITS : config.rateLimits,
    paymentsAvailable: () => hooks?.paymentsAvailable() ?? config.paymentsAvailable,
    devAccount: hooks?.devAccount ?? null,
    testHooks: hooks?.testHooks ?? null,
    onApplied: hooks?.onApplied,
    alerts,
    // Live location's sealed positions in the database; with STORE=memory, in memory.
    location: client ? createSqlLocationStore(client) : undefined,
    moderation: config.moderation === undefined ? DEFAULT_MODERATION : config.moderation,
    operatorToken: config.operatorToken ?? null,
    backup,
    payments: config.payments ? new StripeCheckout(config.payments) : null,
    storeUrl: config.storeUrl ?? null,
    publicUrl: config.publicUrl ?? null,
  });
  return {
    app,
    store,
    client,
    description,
    alertsDescription,
    moderationDescription: describeModeration(config),
    paymentsDescription: config.payments
      ? `hosted checkout${config.payments.apiUrl ? ` (API at ${config.payments.apiUrl})` : ''}`
      : 'off (set PAYMENT_SECRET_KEY and PAYMENT_WEBHOOK_SECRET); the trial needs none',
    alerts,
    backup,
    backupDescription: backup.description,
    close: async () => {
      await unlisten();
      await worker?.stop();
      await store.close();
    },
  };
}
