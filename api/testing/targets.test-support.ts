// Test helper: contract targets, the API app over each store, called without a network.
import { createApiApp } from '../app';
import { createMemoryStore, emptyMemoryData } from '../store/memoryStore';
import { COUNTING_RATE_LIMITS, DEFAULT_MODERATION } from '../options';
import type { ApiBindings, ApiOptions } from '../options';
import type { SqlClient } from '../sql/client';
import { migrate } from '../sql/migrations';
import { createSqlStore } from '../sql/sqlStore';
import type { ApiStore } from '../store/store';
import { CONTRACT_OPERATOR_TOKEN } from './contractSuite.test-support';
import type { ContractTarget } from './contractSuite.test-support';

const BASE = 'http://api.test';

export function appTarget(
  store: ApiStore,
  traces: (accountId: string) => Promise<number>,
  options: Partial<ApiOptions> = {},
  bindings: ApiBindings = { clientAddress: '192.0.2.1' },
): ContractTarget {
  // Reports of new accounts are held, as in production; the suite approves them as the operator.
  const app = createApiApp({
    store,
    rateLimits: null,
    paymentsAvailable: () => true,
    moderation: DEFAULT_MODERATION,
    operatorToken: CONTRACT_OPERATOR_TOKEN,
    ...options,
  });
  return {
    fetch: async (path, init) => app.fetch(new Request(`${BASE}${path}`, init), bindings),
    traces,
    close: () => store.close(),
  };
}

export function memoryTarget(options: Partial<ApiOptions> = {}): ContractTarget {
  const data = emptyMemoryData();
  return appTarget(
    createMemoryStore(data),
    async (id) => {
      let count = data.accounts.has(id) ? 1 : 0;
      for (const session of data.sessions.values()) if (session.accountId === id) count += 1;
      return count;
    },
    options,
  );
}

/** Rows in every table that name the account (reports carry none by design). */
export async function sqlTraces(client: SqlClient, accountId: string): Promise<number> {
  const rows = await client.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM accounts WHERE id = $1)
          + (SELECT count(*) FROM sessions WHERE account_id = $1)
          + (SELECT count(*) FROM records WHERE account_id = $1)
          + (SELECT count(*) FROM idempotency_keys WHERE account_id = $1)
          + (SELECT count(*) FROM alert_profiles WHERE account_id = $1)
          + (SELECT count(*) FROM alert_contacts WHERE account_id = $1)
          + (SELECT count(*) FROM alert_alarms WHERE account_id = $1)
          + (SELECT count(*) FROM alert_deliveries WHERE account_id = $1)
          + (SELECT count(*) FROM payment_sessions WHERE account_id = $1)
          + (SELECT count(*) FROM alert_deadlines WHERE account_id = $1) AS n`,
    [accountId],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function sqlTarget(
  client: SqlClient,
  options: Partial<ApiOptions> = {},
): Promise<ContractTarget> {
  await migrate(client);
  // Rate limits on (never reached), as in production: every request finds its session and counts
  // itself in one statement (SqlStore.openRequest), so the whole contract runs through it.
  return appTarget(createSqlStore(client), (id) => sqlTraces(client, id), {
    rateLimits: COUNTING_RATE_LIMITS,
    ...options,
  });
}
