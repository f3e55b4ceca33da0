// The paid plans' prices and periods: the server charges them and the app shows them.
export type PaidPlan = 'monthly' | 'yearly';
export const PAID_PLANS = ['monthly', 'yearly'] as const satisfies readonly PaidPlan[];

/**
 * One payment buys a fixed period (Checkout in `payment` mode, not a subscription): nothing renews
 * by itself, so no charge appears on her statement that she did not make that day, and the plan
 * ends on the server at its date. Prices in pence (spec: 2.99 pounds a month, 17 % less yearly).
 */
export const PLAN_PRICES: Record<PaidPlan, { pence: number; days: number }> = {
  monthly: { pence: 299, days: 30 },
  yearly: { pence: 2978, days: 365 },
};
