// The payment provider: Stripe Checkout (hosted), configured from the environment. Node only: the
// server (server/api.ts) builds it and hands it to the API; the browser never loads Stripe's code.
import Stripe from 'stripe';
import { STATEMENT_DESCRIPTOR } from './plans';
import { BadSignatureError } from './provider';
import type { CheckoutRequest, CheckoutSession, PaidEvent, PaymentProvider } from './provider';

export interface PaymentsConfig {
  secretKey: string;
  webhookSecret: string;
  /** PAYMENT_API_URL: another base address for the provider's API (a test double). */
  apiUrl: string | null;
}

/** Both keys, or null (no payments; the app says so). One without the other stops the start. */
export function paymentsConfigFromEnv(env: NodeJS.ProcessEnv): PaymentsConfig | null {
  const secretKey = env.PAYMENT_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.PAYMENT_WEBHOOK_SECRET?.trim() ?? '';
  const apiUrl = env.PAYMENT_API_URL?.trim() || null;
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey || !webhookSecret) {
    throw new Error(
      'Set both PAYMENT_SECRET_KEY and PAYMENT_WEBHOOK_SECRET (a webhook that cannot be verified would never activate a plan).',
    );
  }
  if (apiUrl !== null) {
    const protocol = new URL(apiUrl).protocol;
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new Error(`PAYMENT_API_URL must be an http(s) address, got "${apiUrl}".`);
    }
  }
  return { secretKey, webhookSecret, apiUrl };
}

/** Countries the shop posts to (physical goods need an address). */
const SHIPPING_COUNTRIES = ['GB', 'IE', 'FR', 'DE', 'ES', 'IT', 'NL', 'PT', 'TR', 'US', 'CA', 'AU'];

export class StripeCheckout implements PaymentProvider {
  private readonly stripe: Stripe;

  constructor(private readonly config: PaymentsConfig) {
    const api = config.apiUrl ? new URL(config.apiUrl) : null;
    this.stripe = new Stripe(config.secretKey, {
      telemetry: false,
      maxNetworkRetries: 1,
      timeout: 20_000,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: request.accountId,
      metadata: { purpose: request.purpose },
      line_items: request.lines.map((line) => ({
        quantity: line.quantity,
        price_data: {
          currency: 'gbp',
          unit_amount: line.pence,
          product_data: { name: line.name },
        },
      })),
      payment_intent_data: { statement_descriptor_suffix: STATEMENT_DESCRIPTOR },
      ...(request.purpose === 'shop' && {
        shipping_address_collection: {
          allowed_countries:
            SHIPPING_COUNTRIES as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[],
        },
      }),
      success_url: request.returnUrl,
      cancel_url: request.returnUrl,
    });
    if (!session.url) throw new Error('The provider answered a checkout session without a URL.');
    return { id: session.id, url: session.url };
  }

  verifyWebhook(rawBody: string, signature: string): PaidEvent | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch {
      throw new BadSignatureError();
    }
    if (
      event.type !== 'checkout.session.completed' &&
      event.type !== 'checkout.session.async_payment_succeeded'
    ) {
      return null;
    }
    const session = event.data.object;
    // Paid by card at once, or (async methods) when the later event says the money arrived.
    if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') {
      return null;
    }
    const purpose = session.metadata?.purpose;
    const accountId = session.client_reference_id;
    if (!accountId || (purpose !== 'monthly' && purpose !== 'yearly' && purpose !== 'shop')) {
      return null;
    }
    return { eventId: event.id, sessionId: session.id, accountId, purpose };
  }
}
