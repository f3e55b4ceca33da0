import { ApiError, apiRequest } from '../../sync';
import { configuredPublishableKey, redirectToCheckout } from './paymentProvider';

/**
 * "Start 3-Day Trial" (spec §7, §8): ask the server for a checkout session, then hand over to the
 * provider's hosted page. Without a publishable key (the server answers 503, or this build has
 * none) the answer is 'unavailable'; any other failure is 'failed'.
 */
export type TrialOutcome = 'redirecting' | 'unavailable' | 'failed';

export interface TrialDeps {
  publishableKey: () => string | null;
  redirect: (publishableKey: string, sessionId: string) => Promise<boolean>;
}

const DEFAULT_DEPS: TrialDeps = {
  publishableKey: configuredPublishableKey,
  redirect: redirectToCheckout,
};

export async function startTrial(deps: TrialDeps = DEFAULT_DEPS): Promise<TrialOutcome> {
  let sessionId: unknown;
  try {
    const response = await apiRequest('POST', '/api/subscription/create', { plan: 'trial' });
    ({ sessionId } = (await response.json()) as { sessionId?: unknown });
  } catch (error) {
    return error instanceof ApiError && error.status === 503 ? 'unavailable' : 'failed';
  }
  const key = deps.publishableKey();
  if (!key) return 'unavailable';
  if (typeof sessionId !== 'string' || sessionId === '') return 'failed';
  return (await deps.redirect(key, sessionId)) ? 'redirecting' : 'failed';
}
