// The bodies of a checkout: a paid plan (POST /api/subscription/create with monthly or yearly; the
// trial is answered before it is read) and a shop order. A checkout answers a problem with its
// message alone.
import * as v from 'valibot';
import {
  PAID_PLANS,
  SHOP_MAX_LINES,
  SHOP_MAX_QUANTITY,
  SHOP_PRODUCT_IDS,
} from '../payments/prices';
import { body, choice, eachItem } from './fields';

export const PlanCheckoutRequestSchema = body({ plan: choice('plan', PAID_PLANS) });

export type PlanCheckoutRequest = v.InferOutput<typeof PlanCheckoutRequestSchema>;

const LINES_MESSAGE = `"items" must list 1 to ${SHOP_MAX_LINES} products.`;
const PRODUCT_MESSAGE = 'Each item needs a known product "id", once.';
const QUANTITY_MESSAGE = `"quantity" must be a whole number from 1 to ${SHOP_MAX_QUANTITY}.`;

const shopLine = v.pipe(
  v.custom<object>((item) => typeof item === 'object' && item !== null, PRODUCT_MESSAGE),
  body({
    id: v.picklist(SHOP_PRODUCT_IDS, PRODUCT_MESSAGE),
    quantity: v.pipe(
      v.number(QUANTITY_MESSAGE),
      v.integer(QUANTITY_MESSAGE),
      v.minValue(1, QUANTITY_MESSAGE),
      v.maxValue(SHOP_MAX_QUANTITY, QUANTITY_MESSAGE),
    ),
  }),
);

/**
 * The body of a shop order (POST /api/shop/checkout): products by id and how many; the server
 * prices them. The checkout answers a problem with its message alone, the first item's first.
 */
export const ShopCheckoutRequestSchema = body({
  items: v.pipe(
    v.array(v.unknown(), LINES_MESSAGE),
    v.minLength(1, LINES_MESSAGE),
    v.maxLength(SHOP_MAX_LINES, LINES_MESSAGE),
    eachItem(() => shopLine),
    v.check(
      (lines) => new Set(lines.map((line) => line.id)).size === lines.length,
      PRODUCT_MESSAGE,
    ),
  ),
});

export type ShopCheckoutRequest = v.InferOutput<typeof ShopCheckoutRequestSchema>;
