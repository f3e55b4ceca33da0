/**
 * The subscription's public face for other features (evidence asks before each capture). The
 * panel is ./panel, loaded lazily by the shell.
 */
import { trackUsage } from '../../sync/outbox';
import { limitFor, type CaptureKind, type UsageLimit } from './limits';
import { readSubscriptionState } from './subscriptionState';

export { FREE_LIMITS, type CaptureKind, type UsageLimit } from './limits';

/** The kind's limit and count now: the server's or the device's count, whichever is higher. */
export async function usageLimitFor(kind: CaptureKind): Promise<UsageLimit> {
  const { subscription, usage } = await readSubscriptionState();
  return limitFor(kind, subscription, usage);
}

/** False once the free tier's limit for this kind is reached (spec §5: reaching one blocks it). */
export async function canCapture(kind: CaptureKind): Promise<boolean> {
  const { remaining } = await usageLimitFor(kind);
  return remaining === null || remaining > 0;
}

/** Counts one capture on the device and queues it for the server (after it was saved). */
export async function countCapture(kind: CaptureKind): Promise<boolean> {
  return (await trackUsage(kind)).ok;
}

/** The shop's checkout shares the plans' (the server's Stripe Checkout session). */
export { startShopCheckout } from './checkout';
export { usePaymentsConfig } from './usePaymentsConfig';
