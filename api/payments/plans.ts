// What is sold and for how long, and a plan's status computed from its date. No provider code
// here: the API (also run by MSW in the browser) imports this file, never the provider's SDK.
import type { SubscriptionStatus } from '../contract';
import { PLAN_PRICES, type PaidPlan, type ShopProductId } from '../../common/payments/prices';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const TRIAL_DAYS = 3;

export {
  PAID_PLANS,
  PLAN_PRICES,
  SHOP_MAX_QUANTITY,
  type PaidPlan,
} from '../../common/payments/prices';

/** The shop's products, priced here: the server never trusts a price sent by a browser. */
export const SHOP_PRICES: Readonly<Record<ShopProductId, number>> = {
  hoodie: 4500,
  tshirt: 2500,
  toteBag: 1800,
  stickerPack: 800,
  cap: 2200,
  // The gift card's lowest amount; the checkout sells that one.
  giftCard: 1000,
};

/** The one neutral word on a card statement (appended to the account's own short prefix). */
export const STATEMENT_DESCRIPTOR = 'CALCULATOR';

const ended = (end: string | null | undefined, now: Date) =>
  !end || !(new Date(end).getTime() > now.getTime());

/**
 * The status as of `now`: a trial or paid plan past its end date is the free plan again. (A paid
 * plan stored without an end, from before paid plans had one, runs on, as on the device.)
 */
export function effectiveSubscription(stored: SubscriptionStatus, now: Date): SubscriptionStatus {
  if (stored.friendAccess || stored.status !== 'active') return stored;
  const over =
    stored.plan === 'trial'
      ? ended(stored.trialEnd, now)
      : (stored.plan === 'monthly' || stored.plan === 'yearly') &&
        Boolean(stored.periodEnd) &&
        ended(stored.periodEnd, now);
  return over ? { ...stored, status: 'free', plan: 'free' } : stored;
}

/** Removes `periodEnd` when the account never held a paid plan (the contract's older shape). */
export function publicSubscription(status: SubscriptionStatus): SubscriptionStatus {
  const { periodEnd, ...rest } = status;
  return periodEnd ? { ...rest, periodEnd } : rest;
}

/** The end of a paid period bought now: from the current plan's end while it still runs. */
export function paidPeriodEnd(current: SubscriptionStatus, plan: PaidPlan, now: Date): string {
  const running = effectiveSubscription(current, now);
  const from =
    running.status === 'active' && running.periodEnd
      ? Math.max(now.getTime(), new Date(running.periodEnd).getTime())
      : now.getTime();
  return new Date(from + PLAN_PRICES[plan].days * DAY_MS).toISOString();
}
