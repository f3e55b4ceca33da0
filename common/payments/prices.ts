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

/** The shop's products by id: the app lists them, the server prices them (api/payments/plans.ts). */
export const SHOP_PRODUCT_IDS = [
  'hoodie',
  'tshirt',
  'toteBag',
  'stickerPack',
  'cap',
  'giftCard',
] as const;
export type ShopProductId = (typeof SHOP_PRODUCT_IDS)[number];
/** At most this many of one product, and this many lines, in one order. */
export const SHOP_MAX_QUANTITY = 10;
export const SHOP_MAX_LINES = 20;
