import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstIssue } from './fields';
import { PlanCheckoutRequestSchema, ShopCheckoutRequestSchema } from './payments';

/** What the checkout answers for `body`: the plan, or the problem's message (it names no field). */
function answer(body: unknown): unknown {
  const result = v.safeParse(PlanCheckoutRequestSchema, body);
  return result.success ? result.output : firstIssue(result.issues).message;
}

describe('plan checkout request schema', () => {
  it('takes a paid plan and nothing else', () => {
    expect(answer({ plan: 'yearly', extra: 1 })).toStrictEqual({ plan: 'yearly' });
    expect(answer({ plan: 'monthly' })).toStrictEqual({ plan: 'monthly' });
  });

  it('answers anything else, the trial included, with the list of paid plans', () => {
    for (const plan of [undefined, 'trial', 'lifetime', 'Monthly', 1, null]) {
      expect(answer({ plan })).toBe('"plan" must be one of: monthly, yearly.');
    }
    expect(answer({})).toBe('"plan" must be one of: monthly, yearly.');
  });
});

describe('shop checkout request schema', () => {
  const order = (items: unknown): unknown => {
    const result = v.safeParse(ShopCheckoutRequestSchema, { items });
    return result.success ? result.output : firstIssue(result.issues).message;
  };

  it('takes known products once each, with their quantities, and drops anything else', () => {
    expect(
      order([
        { id: 'hoodie', quantity: 2, price: 1 },
        { id: 'giftCard', quantity: 10 },
      ]),
    ).toStrictEqual({
      items: [
        { id: 'hoodie', quantity: 2 },
        { id: 'giftCard', quantity: 10 },
      ],
    });
  });

  it('refuses an id that only the object prototype knows, which the old check let through', () => {
    for (const id of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(order([{ id, quantity: 1 }])).toBe('Each item needs a known product "id", once.');
    }
  });
});
