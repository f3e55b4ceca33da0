// Test peer: a local Web Push service (RFC 8030) with browser-like subscribers, for the unit, fault
// and benchmark tests of alert delivery by push. It accepts a push only when the VAPID JWT
// verifies (RFC 8292) and the body decrypts with the subscriber's keys (RFC 8291, aes128gcm of
// RFC 8188), and records the plaintext, so a test sees exactly what the browser would.
// Answers: 401 bad or missing VAPID, 403 VAPID key not the one a restricted subscription was made
// with, 404 unknown subscription, 410 expired one, 400 bad headers or undecryptable body, 413 body
// over 4096 bytes, 201 with a Location on success.
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import type { ECDH, KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { RequestOptions } from 'node:https';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  DEFAULT_WAIT_MS,
  WaitList,
  closeServer,
  listenLocal,
  readBody,
  sendJson,
} from './peerSupport.test-support';
import type { Refusal } from './peerSupport.test-support';

/** RFC 8030 §7.2: a push service need not accept more than 4096 octets of payload body. */
const MAX_BODY_BYTES = 4096;
const MAX_VAPID_LIFETIME_S = 24 * 60 * 60;
const URGENCIES = ['very-low', 'low', 'normal', 'high'] as const;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export type Urgency = (typeof URGENCIES)[number];

/** The shape of PushSubscription.toJSON() in a browser. */
export interface PushSubscriptionKeys {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, as UTF-8. */
  payload: string;
  ttl: number;
  urgency?: Urgency;
  topic?: string;
  /** The VAPID `sub` claim and public key (k) the push was signed with. */
  vapidSubject: string;
  vapidKey: string;
  receivedAt: number;
}

export interface PushService {
  /** Origin of the service, e.g. http://127.0.0.1:PORT (the VAPID `aud`). */
  readonly url: string;
  readonly received: ReceivedPush[];
  /** Every HTTP request received, whatever its answer. */
  readonly requests: number;
  /** Pushes answered with a status set by failNext. */
  readonly failures: number;
  /** Pushes refused for breaking the protocol (bad VAPID, bad encryption, unknown endpoint...). */
  readonly refused: Refusal[];
  /**
   * web-push sends through https.request only; pass this as its `agent` option to reach this
   * plain-HTTP service. fetch (e.g. with webpush.generateRequestDetails) needs nothing.
   */
  readonly agent: HttpsAgent;
  /**
   * A new subscriber, as a browser makes one. With `applicationServerKey` (base64url VAPID public
   * key) the subscription is restricted: pushes signed with another key are refused 403.
   */
  subscribe(options?: { applicationServerKey?: string }): PushSubscriptionKeys;
  /** The subscription is gone: pushes to it are answered 410. */
  expire(endpoint: string): void;
  /** The next `count` valid pushes are answered `status` and not recorded. */
  failNext(count: number, status: number): void;
  waitFor(predicate: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

interface Subscriber {
  endpoint: string;
  ecdh: ECDH;
  publicKey: Buffer;
  authSecret: Buffer;
  applicationServerKey?: string;
  expired: boolean;
}

class PushRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

function fromB64url(text: string, what: string, status: number): Buffer {
  if (!BASE64URL.test(text)) throw new PushRefusal(status, `${what} is not base64url`);
  return Buffer.from(text, 'base64url');
}

const hkdfExtract = (salt: Buffer, ikm: Buffer): Buffer =>
  createHmac('sha256', salt).update(ikm).digest();

function hkdfExpand(prk: Buffer, info: Buffer, length: number): Buffer {
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  for (let i = 1; Buffer.concat(blocks).length < length; i += 1) {
    previous = createHmac('sha256', prk)
      .update(Buffer.concat([previous, info, Buffer.from([i])]))
      .digest();
    blocks.push(previous);
  }
  return Buffer.concat(blocks).subarray(0, length);
}

/** RFC 8292 §3: `Authorization: vapid t=<JWT>, k=<key>`; returns the verified subject and key. */
function verifyVapid(
  authorization: string | undefined,
  audience: string,
): { subject: string; key: string } {
  const scheme = /^vapid\s+(.+)$/i.exec(authorization ?? '');
  if (!scheme?.[1]) throw new PushRefusal(401, 'Authorization must use the vapid scheme');
  const params = new Map(
    scheme[1].split(',').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name.toLowerCase(), value.join('=')] as const;
    }),
  );
  const jwt = params.get('t') ?? '';
  const key = params.get('k') ?? '';
  const point = fromB64url(key, 'vapid k', 401);
  if (point.length !== 65 || point[0] !== 0x04) {
    throw new PushRefusal(401, 'vapid k is not an uncompressed P-256 point');
  }
  let publicKey: KeyObject;
  try {
    publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: b64url(point.subarray(1, 33)),
        y: b64url(point.subarray(33)),
      },
      format: 'jwk',
    });
  } catch {
    throw new PushRefusal(401, 'vapid k is not a point on P-256');
  }

  const parts = jwt.split('.');
  if (parts.length !== 3) throw new PushRefusal(401, 'vapid t is not a JWT');
  const [headerPart = '', claimsPart = '', signaturePart = ''] = parts;
  let header: { alg?: unknown };
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    header = JSON.parse(fromB64url(headerPart, 'JWT header', 401).toString('utf8'));
    claims = JSON.parse(fromB64url(claimsPart, 'JWT claims', 401).toString('utf8'));
  } catch (error) {
    throw error instanceof PushRefusal ? error : new PushRefusal(401, 'JWT is not JSON');
  }
  if (header.alg !== 'ES256') throw new PushRefusal(401, 'JWT alg must be ES256');
  const signature = fromB64url(signaturePart, 'JWT signature', 401);
  const signed = verify(
    'sha256',
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    signature,
  );
  if (!signed) throw new PushRefusal(401, 'JWT signature does not verify with vapid k');

  if (claims.aud !== audience) {
    throw new PushRefusal(401, `JWT aud is ${String(claims.aud)}, expected ${audience}`);
  }
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) {
    throw new PushRefusal(401, 'JWT exp is missing or past');
  }
  if (claims.exp > now + MAX_VAPID_LIFETIME_S) {
    throw new PushRefusal(401, 'JWT exp is more than 24 hours ahead');
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:\/\/).+/.test(claims.sub)) {
    throw new PushRefusal(401, 'JWT sub must be a mailto: or https: URL');
  }
  return { subject: claims.sub, key };
}

/** RFC 8291 §3.4 with RFC 8188: one aes128gcm record, keyed by the subscriber's ECDH and auth. */
function decryptPayload(body: Buffer, subscriber: Subscriber): Buffer {
  if (body.length < 21) throw new PushRefusal(400, 'body shorter than an aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  if (idLength !== 65)
    throw new PushRefusal(400, `keyid must be the 65-byte sender key, not ${idLength}`);
  const senderKey = body.subarray(21, 86);
  const record = body.subarray(86);
  if (record.length < 17) throw new PushRefusal(400, 'record shorter than tag and delimiter');
  if (recordSize < 18 || record.length > recordSize) {
    throw new PushRefusal(400, `payload must be a single record (rs ${recordSize})`);
  }

  let ecdhSecret: Buffer;
  try {
    ecdhSecret = subscriber.ecdh.computeSecret(senderKey);
  } catch {
    throw new PushRefusal(400, 'keyid is not a P-256 public key');
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.publicKey, senderKey]);
  const ikm = hkdfExpand(hkdfExtract(subscriber.authSecret, ecdhSecret), keyInfo, 32);
  const prk = hkdfExtract(salt, ikm);
  const cek = hkdfExpand(prk, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdfExpand(prk, Buffer.from('Content-Encoding: nonce\0'), 12);

  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    plain = Buffer.concat([
      decipher.update(record.subarray(0, record.length - 16)),
      decipher.final(),
    ]);
  } catch {
    throw new PushRefusal(400, 'body does not decrypt with the subscription keys');
  }
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 0x02) throw new PushRefusal(400, 'last record lacks the 0x02 delimiter');
  return plain.subarray(0, end);
}

function readTtl(request: IncomingMessage): number {
  const ttl = request.headers.ttl;
  if (typeof ttl !== 'string' || !/^\d+$/.test(ttl)) {
    throw new PushRefusal(400, 'TTL header missing or not a non-negative integer');
  }
  return Number(ttl);
}

function readUrgency(request: IncomingMessage): Urgency | undefined {
  const urgency = request.headers.urgency;
  if (urgency === undefined) return undefined;
  const known = URGENCIES.find((value) => value === urgency);
  if (!known) throw new PushRefusal(400, `Urgency ${String(urgency)} is not one of RFC 8030's`);
  return known;
}

function readTopic(request: IncomingMessage): string | undefined {
  const topic = request.headers.topic;
  if (topic === undefined) return undefined;
  if (typeof topic !== 'string' || topic.length > 32 || !BASE64URL.test(topic)) {
    throw new PushRefusal(400, 'Topic must be at most 32 base64url characters');
  }
  return topic;
}

/** An https.Agent that opens plain TCP connections, for clients hard-wired to https.request. */
class PlainTcpAgent extends HttpsAgent {
  override createConnection(options: RequestOptions): Duplex {
    return connect({ host: options.host ?? '127.0.0.1', port: Number(options.port) });
  }
}

export async function startPushService(): Promise<PushService> {
  const subscribers = new Map<string, Subscriber>();
  const received = new WaitList<ReceivedPush>('push');
  const refused: Refusal[] = [];
  const agent = new PlainTcpAgent({ keepAlive: true });
  let requests = 0;
  let failures = 0;
  let injected = { count: 0, status: 500 };

  async function accept(request: IncomingMessage, response: ServerResponse, origin: string) {
    const path = new URL(request.url ?? '/', origin).pathname;
    const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(path)?.[1];
    if (request.method !== 'POST' || id === undefined) {
      throw new PushRefusal(404, `no push resource at ${request.method ?? ''} ${path}`);
    }
    const subscriber = subscribers.get(id);
    if (!subscriber) throw new PushRefusal(404, `no subscription ${id}`);
    if (subscriber.expired) throw new PushRefusal(410, `subscription ${id} is gone`);

    const vapid = verifyVapid(request.headers.authorization, origin);
    if (subscriber.applicationServerKey && vapid.key !== subscriber.applicationServerKey) {
      throw new PushRefusal(403, 'vapid k is not the applicationServerKey of the subscription');
    }
    const ttl = readTtl(request);
    const urgency = readUrgency(request);
    const topic = readTopic(request);
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      throw new PushRefusal(400, 'Content-Encoding must be aes128gcm');
    }
    const body = await readBody(request, MAX_BODY_BYTES);
    if (body === null) throw new PushRefusal(413, `body over ${MAX_BODY_BYTES} bytes`);
    const payload = new TextDecoder().decode(decryptPayload(body, subscriber));

    if (injected.count > 0) {
      injected.count -= 1;
      failures += 1;
      response.writeHead(injected.status, { 'Content-Type': 'text/plain' });
      response.end('injected failure');
      return;
    }
    received.add({
      endpoint: subscriber.endpoint,
      payload,
      ttl,
      ...(urgency !== undefined && { urgency }),
      ...(topic !== undefined && { topic }),
      vapidSubject: vapid.subject,
      vapidKey: vapid.key,
      receivedAt: Date.now(),
    });
    response.writeHead(201, {
      Location: `${origin}/message/${b64url(randomBytes(12))}`,
      TTL: String(ttl),
      'Content-Length': 0,
    });
    response.end();
  }

  let url = '';
  const server = createServer((request, response) => {
    requests += 1;
    accept(request, response, url).catch((error: unknown) => {
      const refusal = error instanceof PushRefusal ? error : new PushRefusal(500, String(error));
      refused.push({ status: refusal.status, reason: refusal.message, at: Date.now() });
      // Drain what the client still sends, so the answer is not lost to a reset connection.
      request.resume();
      sendJson(response, refusal.status, {
        code: refusal.status,
        error: refusal.message,
      });
    });
  });
  url = await listenLocal(server);

  return {
    url,
    received: received.items,
    get requests() {
      return requests;
    },
    get failures() {
      return failures;
    },
    refused,
    agent,
    subscribe(options = {}) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = b64url(randomBytes(16));
      const endpoint = `${url}/push/${id}`;
      subscribers.set(id, {
        endpoint,
        ecdh,
        publicKey,
        authSecret,
        applicationServerKey: options.applicationServerKey,
        expired: false,
      });
      return {
        endpoint,
        expirationTime: null,
        keys: { p256dh: b64url(publicKey), auth: b64url(authSecret) },
      };
    },
    expire(endpoint) {
      const subscriber = [...subscribers.values()].find((s) => s.endpoint === endpoint);
      if (!subscriber) throw new Error(`no subscription at ${endpoint}`);
      subscriber.expired = true;
    },
    failNext(count, status) {
      if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be >= 0');
      injected = { count, status };
    },
    waitFor: (predicate, timeoutMs = DEFAULT_WAIT_MS) => received.waitFor(predicate, timeoutMs),
    close() {
      received.close();
      agent.destroy();
      return closeServer(server);
    },
  };
}
