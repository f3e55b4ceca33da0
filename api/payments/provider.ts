// The payment provider as the API sees it. The Stripe implementation (./stripe.ts) is given by the
// Node server (server/api.ts); MSW and unit tests of other modules run without one.

export interface CheckoutLine {
  /** A neutral name the checkout page and the receipt show. */
  name: string;
  pence: number;
  quantity: number;
}

export interface CheckoutRequest {
  /** The account the payment is for; comes back in the webhook as client_reference_id. */
  accountId: string;
  /** What the webhook makes of it: a plan, or a shop order (nothing to activate). */
  purpose: 'monthly' | 'yearly' | 'shop';
  lines: CheckoutLine[];
  /** Where the provider sends the browser back, paid or not: the app's first page. */
  returnUrl: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/** A verified event that paid for something. */
export interface PaidEvent {
  eventId: string;
  sessionId: string;
  accountId: string;
  purpose: 'monthly' | 'yearly' | 'shop';
}

export class BadSignatureError extends Error {
  override readonly name = 'BadSignatureError';
}

export interface PaymentProvider {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Checks the signature over the raw body; throws BadSignatureError when it is not the
   * provider's. Returns the payment it reports, or null for events that pay for nothing.
   */
  verifyWebhook(rawBody: string, signature: string): PaidEvent | null;
}
