// Test peer: a local HTTP server shaped like Stripe's API for Checkout Sessions
// (POST /v1/checkout/sessions: Bearer secret key, form-encoded body, Stripe's JSON answer and error
// shape). It records each request's decoded form so a test asserts what the server sent, and
// serves the session's `url` as a page titled "Checkout" so a browser test can land on it.
// `signedEvent` builds a webhook body and its Stripe-Signature header with the real scheme.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import {
  closeServer,
  listenLocal,
  readBody,
  sendJson,
} from '../../alerts/testing/peerSupport.test-support';

export interface RecordedCheckout {
  /** The session id answered. */
  id: string;
  /** The form body decoded into flat `key[sub][0][x]` names, as Stripe receives it. */
  form: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export interface FakeStripe {
  /** Base URL, e.g. http://127.0.0.1:PORT: the value of PAYMENT_API_URL. */
  readonly url: string;
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly checkouts: RecordedCheckout[];
  /** Pages of the hosted checkout that a browser opened (their paths). */
  readonly pagesServed: string[];
  /** A `checkout.session.completed` event for a recorded session, signed like Stripe signs it. */
  signedEvent(
    checkout: RecordedCheckout,
    options?: { eventId?: string; paymentStatus?: 'paid' | 'unpaid'; secret?: string },
  ): { body: string; signature: string };
  /** The same event body sent again, as Stripe retries it: signed anew, with the time of now. */
  resigned(body: string): string;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function stripeError(response: ServerResponse, status: number, message: string, param?: string) {
  sendJson(response, status, {
    error: { type: 'invalid_request_error', message, ...(param && { param }) },
  });
}

export async function startFakeStripe(
  secretKey = `sk_test_${randomBytes(8).toString('hex')}`,
  webhookSecret = `whsec_${randomBytes(16).toString('hex')}`,
): Promise<FakeStripe> {
  const checkouts: RecordedCheckout[] = [];
  const pagesServed: string[] = [];
  let base = '';

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (request.method === 'GET' && path.startsWith('/c/pay/')) {
      pagesServed.push(path);
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Checkout</title><h1>Test checkout</h1>');
      return;
    }
    if (request.method !== 'POST' || path !== '/v1/checkout/sessions') {
      stripeError(response, 404, `Unrecognized request URL (${request.method}: ${path}).`);
      return;
    }
    const authorization = request.headers.authorization;
    if (authorization !== `Bearer ${secretKey}`) {
      stripeError(response, 401, 'Invalid API Key provided.');
      return;
    }
    const raw = await readBody(request, 64 * 1024);
    if (raw === null) {
      stripeError(response, 413, 'Request too large.');
      return;
    }
    const form = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
    for (const required of ['mode', 'success_url', 'line_items[0][quantity]']) {
      if (!form[required]) {
        stripeError(response, 400, `Missing required param: ${required}.`, required);
        return;
      }
    }
    if (form['payment_intent_data[statement_descriptor]']) {
      // Stripe refuses it for card payments.
      stripeError(
        response,
        400,
        'The `statement_descriptor` parameter is not supported for the `card` payment method type.',
        'payment_intent_data[statement_descriptor]',
      );
      return;
    }
    const sessionId = id('cs_test');
    checkouts.push({
      id: sessionId,
      form,
      authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    });
    let amount = 0;
    for (let i = 0; form[`line_items[${i}][quantity]`]; i += 1) {
      amount +=
        Number(form[`line_items[${i}][quantity]`]) *
        Number(form[`line_items[${i}][price_data][unit_amount]`] ?? 0);
    }
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match?.[1]) metadata[match[1]] = value;
    }
    sendJson(response, 200, {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: form.cancel_url ?? null,
      client_reference_id: form.client_reference_id ?? null,
      created: Math.floor(Date.now() / 1000),
      currency: form['line_items[0][price_data][currency]'] ?? 'gbp',
      customer: null,
      expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
      livemode: false,
      metadata,
      mode: form.mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.success_url,
      url: `${base}/c/pay/${sessionId}`,
    });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) stripeError(response, 500, 'fake failed');
    });
  });
  base = await listenLocal(server);

  const stripe = new Stripe(secretKey);
  return {
    url: base,
    secretKey,
    webhookSecret,
    checkouts,
    pagesServed,
    signedEvent(checkout, options = {}) {
      const body = JSON.stringify({
        id: options.eventId ?? id('evt'),
        object: 'event',
        api_version: '2025-11-17.clover',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        type: 'checkout.session.completed',
        data: {
          object: {
            id: checkout.id,
            object: 'checkout.session',
            client_reference_id: checkout.form.client_reference_id ?? null,
            metadata: { purpose: checkout.form['metadata[purpose]'] },
            mode: checkout.form.mode,
            payment_status: options.paymentStatus ?? 'paid',
            status: 'complete',
          },
        },
      });
      const signature = stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? webhookSecret,
      });
      return { body, signature };
    },
    resigned(body) {
      return stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
    },
    close: () => closeServer(server),
  };
}
