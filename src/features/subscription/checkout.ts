import type {
  CreateSubscriptionRequest,
  PaymentsConfig,
  ShopCheckoutRequest,
  SubscriptionStatus,
} from '../../../api/contract';
import { openExternal } from '../../platform/device/device';
import { ApiError, apiRequest, getQuery } from '../../sync';
import { getVaultDatabase, isVaultOpen, type SubscriptionCache } from '../../vault';

/**
 * Money without a trace (docs/SECURITY.md): the 3-day trial starts on the server without a card;
 * paid plans and shop orders go to the payment provider's hosted checkout, which the browser opens
 * only when she pressed the button. Nothing of the provider is loaded before that.
 */
export type TrialOutcome = 'started' | 'used' | 'hasPlan' | 'failed';
export type CheckoutOutcome = 'redirecting' | 'unavailable' | 'failed';

export interface CheckoutDeps {
  /** Leaves the app for the provider's page, as a tap on a link would. */
  navigate: (url: string) => void;
}

const DEFAULT_DEPS: CheckoutDeps = { navigate: (url) => openExternal(url) };

const MESSAGE_USED = 'The 3-day trial was already used on this account.';

/** Keeps the server's answer in the vault, as the outbox's pull does, so the tab shows it now. */
async function keepStatus(status: Partial<SubscriptionStatus>): Promise<void> {
  if (!isVaultOpen()) return;
  if (status.status !== 'free' && status.status !== 'active') return;
  const cache: SubscriptionCache = {
    id: 'status',
    status: status.status,
    plan: status.plan ?? 'free',
    trialEnd: typeof status.trialEnd === 'string' ? status.trialEnd : null,
    friendAccess: status.friendAccess === true,
    periodEnd: typeof status.periodEnd === 'string' ? status.periodEnd : null,
  };
  await getVaultDatabase().subscription.put(cache);
}

/** "Start 3-Day Trial": the server starts it, or says why not (used once, or a plan is running). */
export async function startTrial(): Promise<TrialOutcome> {
  try {
    const response = await apiRequest('POST', '/api/subscription/trial', {});
    await keepStatus((await response.json()) as Partial<SubscriptionStatus>);
    return 'started';
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      return error.body.includes(MESSAGE_USED) ? 'used' : 'hasPlan';
    }
    return 'failed';
  }
}

async function openCheckout(
  path: string,
  body: unknown,
  deps: CheckoutDeps,
): Promise<CheckoutOutcome> {
  let url: unknown;
  try {
    const response = await apiRequest('POST', path, body);
    ({ url } = (await response.json()) as { url?: unknown });
  } catch (error) {
    return error instanceof ApiError && error.status === 503 ? 'unavailable' : 'failed';
  }
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return 'failed';
  deps.navigate(url);
  return 'redirecting';
}

/** "Monthly" / "Yearly": the provider's hosted checkout; the webhook activates the plan. */
export function startPlanCheckout(
  plan: 'monthly' | 'yearly',
  deps: CheckoutDeps = DEFAULT_DEPS,
): Promise<CheckoutOutcome> {
  return openCheckout(
    '/api/subscription/create',
    { plan } satisfies CreateSubscriptionRequest,
    deps,
  );
}

/** The shop's "Complete Purchase": the server prices the cart; the provider takes the payment. */
export function startShopCheckout(
  items: Readonly<ShopCheckoutRequest['items']>,
  deps: CheckoutDeps = DEFAULT_DEPS,
): Promise<CheckoutOutcome> {
  return openCheckout(
    '/api/shop/checkout',
    { items: [...items] } satisfies ShopCheckoutRequest,
    deps,
  );
}

/** What the server can sell and where its store is; null when it cannot be asked. */
export async function readPaymentsConfig(): Promise<PaymentsConfig | null> {
  try {
    const config = await getQuery<Partial<PaymentsConfig>>(['/api', 'payments', 'config'], {
      signal: AbortSignal.timeout(5000),
    });
    if (!config) return null;
    const storeUrl =
      typeof config.storeUrl === 'string' && config.storeUrl.startsWith('https://')
        ? config.storeUrl
        : null;
    return { checkout: config.checkout === true, storeUrl };
  } catch {
    return null;
  }
}
