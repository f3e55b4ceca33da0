import { getQuery } from '../../sync';
import { getVaultDatabase, isVaultOpen, useVaultQuery, type VaultDatabase } from '../../vault';
import { FREE_SUBSCRIPTION, higherUsage, NO_USAGE, type Subscription, type Usage } from './limits';

/**
 * Where the subscription and the counts come from: the vault's copies (pulled from
 * /api/subscription/*, plus the device's own uncounted captures) and, when reachable, a fresh
 * answer from the server. Each count is the higher of the two.
 */
export interface SubscriptionState {
  subscription: Subscription;
  usage: Usage;
}

export const DEFAULT_STATE: SubscriptionState = {
  subscription: FREE_SUBSCRIPTION,
  usage: NO_USAGE,
};

async function readLocal(db: VaultDatabase): Promise<SubscriptionState> {
  const [status, usage] = await Promise.all([db.subscription.get('status'), db.usage.get('usage')]);
  const subscription: Subscription = status
    ? {
        status: status.status,
        plan: status.plan,
        trialEnd: status.trialEnd,
        friendAccess: status.friendAccess,
        periodEnd: status.periodEnd ?? null,
      }
    : FREE_SUBSCRIPTION;
  return { subscription, usage: higherUsage(usage) };
}

/** The server's usage, or null when it cannot be asked (offline, signed out, an error). */
async function serverUsage(): Promise<Partial<Usage> | null> {
  try {
    return await getQuery<Partial<Usage>>(['/api', 'subscription', 'usage'], {
      on401: 'returnNull',
      signal: AbortSignal.timeout(3000),
    });
  } catch {
    return null;
  }
}

/** For the limits: never lower than what the device counted, whatever the network does. */
export async function readSubscriptionState(): Promise<SubscriptionState> {
  if (!isVaultOpen()) return DEFAULT_STATE;
  const local = await readLocal(getVaultDatabase());
  const server = await serverUsage();
  return { ...local, usage: higherUsage(local.usage, server) };
}

/**
 * Live from the vault (the outbox's pulls keep it fresh); null until the first read, so the tab
 * never flashes the free plan at someone who has friend access.
 */
export function useSubscriptionState(): SubscriptionState | null {
  return useVaultQuery<SubscriptionState | null>(readLocal, [], null);
}
