// Test peer: a local HTTP server shaped like Twilio's Messages API (POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json, Basic auth, form body), for the unit, fault and
// benchmark tests of alert delivery by SMS. It validates like Twilio and answers with Twilio's error
// codes; `deliver` posts a signed status callback the way Twilio does.
// Injected failures (failRate) are answered 429 {code: 20429} by default, Twilio's answer under
// load, or 503 with `failWith: 503`; they hit only requests that would have succeeded, and are
// not recorded.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  DEFAULT_WAIT_MS,
  WaitList,
  checkRate,
  closeServer,
  listenLocal,
  readBody,
  sendJson,
} from './peerSupport.test-support';
import type { Refusal } from './peerSupport.test-support';

const API_VERSION = '2010-04-01';
const E164 = /^\+[1-9]\d{6,14}$/;
const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/;
const MAX_BODY_CHARS = 1600;
const MAX_REQUEST_BYTES = 64 * 1024;
const ERROR_CODE_FOR: Record<'undelivered' | 'failed', number> = {
  undelivered: 30003, // Unreachable destination handset
  failed: 30008, // Unknown error
};

export type SmsStatus = 'accepted' | 'queued' | 'delivered' | 'undelivered' | 'failed';

export interface SentSms {
  /** 'SM' + 32 hex digits. */
  sid: string;
  to: string;
  /** null when sent through a Messaging Service (MessagingServiceSid without From). */
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback?: string;
  /** 'queued' when sent From a number, 'accepted' through a Messaging Service, as Twilio does. */
  status: SmsStatus;
  acceptedAt: number;
}

export interface SmsGatewayOptions {
  sid: string;
  token: string;
  /** Probability in [0, 1] that a valid request is answered `failWith` and not recorded. */
  failRate?: number;
  failWith?: 429 | 503;
  random?: () => number;
}

export interface SmsGateway {
  /** Base URL, e.g. http://127.0.0.1:PORT; messages go to {url}/2010-04-01/Accounts/{sid}/Messages.json */
  readonly url: string;
  readonly messagesUrl: string;
  readonly messages: SentSms[];
  /** Every HTTP request received, whatever its answer. */
  readonly requests: number;
  /** Requests answered with the injected failure. */
  readonly failures: number;
  /** Requests refused with a Twilio error (401, 404, 400...). */
  readonly refused: Refusal[];
  waitFor(predicate: (sms: SentSms) => boolean, timeoutMs?: number): Promise<SentSms>;
  setFailRate(rate: number): void;
  /** Posts Twilio's status callback for the message; resolves with the callback's HTTP status. */
  deliver(
    sid: string,
    status: 'delivered' | 'undelivered' | 'failed',
    options?: { errorCode?: number },
  ): Promise<number>;
  close(): Promise<void>;
}

/** X-Twilio-Signature: base64 HMAC-SHA1 (key: auth token) of the URL then each sorted name+value. */
export function twilioSignature(
  token: string,
  url: string,
  params: Record<string, string>,
): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', token).update(signed, 'utf8').digest('base64');
}

class TwilioError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** Twilio's date format (RFC 2822 with a numeric zone). */
const twilioDate = (at: number): string => new Date(at).toUTCString().replace('GMT', '+0000');

/** Approximate: GSM-7 for printable ASCII (160, or 153 per part), UCS-2 otherwise (70, or 67). */
function segments(body: string): number {
  const gsm = /^[\n\r\x20-\x7e]*$/.test(body);
  const length = gsm ? body.length : [...body].length;
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return length <= single ? 1 : Math.ceil(length / part);
}

export async function startSmsGateway(options: SmsGatewayOptions): Promise<SmsGateway> {
  const { sid: accountSid, token } = options;
  let failRate = checkRate(options.failRate ?? 0);
  const failWith = options.failWith ?? 429;
  const random = options.random ?? Math.random;
  const sent = new WaitList<SentSms>('SMS');
  const refused: Refusal[] = [];
  let requests = 0;
  let failures = 0;
  const messagesPath = `/${API_VERSION}/Accounts/${accountSid}/Messages.json`;

  function authenticate(request: IncomingMessage): void {
    const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(request.headers.authorization ?? '');
    const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    if (!sameText(decoded, `${accountSid}:${token}`)) {
      throw new TwilioError(401, 20003, 'Authenticate');
    }
  }

  function validate(params: URLSearchParams): Omit<SentSms, 'sid' | 'status' | 'acceptedAt'> {
    const to = params.get('To');
    const from = params.get('From');
    const service = params.get('MessagingServiceSid');
    const body = params.get('Body');
    const callback = params.get('StatusCallback');
    if (!to) throw new TwilioError(400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to)) {
      throw new TwilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    }
    if (!from && !service) throw new TwilioError(400, 21603, "A 'From' phone number is required.");
    if (service && !MESSAGING_SERVICE_SID.test(service)) {
      throw new TwilioError(400, 21701, `The Messaging Service Sid ${service} is invalid.`);
    }
    if (!body) throw new TwilioError(400, 21602, 'Message body is required.');
    if ([...body].length > MAX_BODY_CHARS) {
      throw new TwilioError(
        400,
        21617,
        `The concatenated message body exceeds the ${MAX_BODY_CHARS} character limit.`,
      );
    }
    if (callback !== null && !isHttpUrl(callback)) {
      throw new TwilioError(400, 21609, `Invalid StatusCallback url: ${callback}`);
    }
    return {
      to,
      from: from || null,
      messagingServiceSid: service || null,
      body,
      ...(callback !== null && { statusCallback: callback }),
    };
  }

  function resource(sms: SentSms) {
    const uri = `/${API_VERSION}/Accounts/${accountSid}/Messages/${sms.sid}.json`;
    const date = twilioDate(sms.acceptedAt);
    return {
      account_sid: accountSid,
      api_version: API_VERSION,
      body: sms.body,
      date_created: date,
      date_sent: null,
      date_updated: date,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: sms.from,
      messaging_service_sid: sms.messagingServiceSid,
      num_media: '0',
      num_segments: String(segments(sms.body)),
      price: null,
      price_unit: 'USD',
      sid: sms.sid,
      status: sms.status,
      subresource_uris: { media: uri.replace(/\.json$/, '/Media.json') },
      to: sms.to,
      uri,
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://gateway.test').pathname;
    const messagesOfAnAccount = /^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(path);
    if (!messagesOfAnAccount) {
      throw new TwilioError(404, 20404, `The requested resource ${path} was not found`);
    }
    authenticate(request);
    if (path !== messagesPath) {
      throw new TwilioError(404, 20404, `The requested resource ${path} was not found`);
    }
    if (request.method !== 'POST') {
      throw new TwilioError(405, 20004, `Method ${request.method ?? ''} not allowed`);
    }
    const raw = await readBody(request, MAX_REQUEST_BYTES);
    if (raw === null) throw new TwilioError(413, 20001, 'Request body too large');
    const isForm = /^application\/x-www-form-urlencoded\b/i.test(
      request.headers['content-type'] ?? '',
    );
    // Like Twilio, a body in any other encoding is not read: the required parameters are missing.
    const fields = validate(new URLSearchParams(isForm ? raw.toString('utf8') : ''));
    if (random() < failRate) {
      failures += 1;
      const message = failWith === 429 ? 'Too Many Requests' : 'Service Unavailable';
      sendJson(response, failWith, {
        code: failWith === 429 ? 20429 : 20503,
        message,
        more_info: `https://www.twilio.com/docs/errors/${failWith === 429 ? 20429 : 20503}`,
        status: failWith,
      });
      return;
    }
    const sms: SentSms = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      status: fields.from ? 'queued' : 'accepted',
      acceptedAt: Date.now(),
      ...fields,
    };
    sent.add(sms);
    sendJson(response, 201, resource(sms));
  }

  const server = createServer((request, response) => {
    requests += 1;
    handle(request, response).catch((error: unknown) => {
      const twilio =
        error instanceof TwilioError ? error : new TwilioError(500, 20500, String(error));
      refused.push({ status: twilio.status, reason: twilio.message, at: Date.now() });
      sendJson(
        response,
        twilio.status,
        {
          code: twilio.code,
          message: twilio.message,
          more_info: `https://www.twilio.com/docs/errors/${twilio.code}`,
          status: twilio.status,
        },
        twilio.status === 401 ? { 'WWW-Authenticate': 'Basic realm="Twilio API"' } : {},
      );
    });
  });
  const url = await listenLocal(server);

  async function deliver(
    sid: string,
    status: 'delivered' | 'undelivered' | 'failed',
    deliverOptions: { errorCode?: number } = {},
  ): Promise<number> {
    const sms = sent.items.find((candidate) => candidate.sid === sid);
    if (!sms) throw new Error(`no SMS ${sid} was accepted`);
    if (!sms.statusCallback) throw new Error(`SMS ${sid} was sent without a StatusCallback`);
    sms.status = status;
    const params: Record<string, string> = {
      AccountSid: accountSid,
      ApiVersion: API_VERSION,
      From: sms.from ?? '',
      MessageSid: sms.sid,
      MessageStatus: status,
      SmsSid: sms.sid,
      SmsStatus: status,
      To: sms.to,
      ...(sms.messagingServiceSid && { MessagingServiceSid: sms.messagingServiceSid }),
      ...(status !== 'delivered' && {
        ErrorCode: String(deliverOptions.errorCode ?? ERROR_CODE_FOR[status]),
      }),
    };
    const answer = await fetch(sms.statusCallback, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Twilio-Signature': twilioSignature(token, sms.statusCallback, params),
        'I-Twilio-Idempotency-Token': randomUUID(),
      },
      body: new URLSearchParams(params).toString(),
    });
    await answer.arrayBuffer();
    return answer.status;
  }

  return {
    url,
    messagesUrl: `${url}${messagesPath}`,
    messages: sent.items,
    get requests() {
      return requests;
    },
    get failures() {
      return failures;
    },
    refused,
    waitFor: (predicate, timeoutMs = DEFAULT_WAIT_MS) => sent.waitFor(predicate, timeoutMs),
    setFailRate(rate) {
      failRate = checkRate(rate);
    },
    deliver,
    close() {
      sent.close();
      return closeServer(server);
    },
  };
}
