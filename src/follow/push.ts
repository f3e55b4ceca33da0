/**
 * The contact page's Web Push flow: ask for permission, register the page's own service worker
 * (public/follow/sw.js, scope /follow/), subscribe with the server's VAPID key and hand the
 * subscription to the server for this contact's token (api/contract.ts, "Alerts delivered by the
 * server"). The browser's objects come in through `FollowEnv`, so the flow runs against fakes in
 * unit tests.
 */
import { fromBase64Url } from '../../common/base64url';

export const WORKER_URL = '/follow/sw.js';
export const WORKER_SCOPE = '/follow/';
/** Local storage: the tokens this browser's subscription was handed to (one device may follow several people). */
export const TOKENS_KEY = 'follow-push-tokens';

/** What the page says. `on`: this token has this browser's subscription. */
export type FollowState =
  | 'idle'
  | 'working'
  | 'stopping'
  | 'on'
  | 'off'
  | 'denied'
  | 'dismissed'
  | 'unsupported'
  | 'incomplete'
  | 'unknown'
  | 'network'
  | 'failed';

export interface SubscriptionLike {
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

export interface PushManagerLike {
  getSubscription(): Promise<SubscriptionLike | null>;
  subscribe(options: {
    userVisibleOnly: boolean;
    applicationServerKey: Uint8Array<ArrayBuffer>;
  }): Promise<SubscriptionLike>;
}

export interface WorkerLike {
  state: string;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface RegistrationLike {
  scope: string;
  active: WorkerLike | null;
  installing: WorkerLike | null;
  waiting: WorkerLike | null;
  pushManager: PushManagerLike;
}

export interface FollowEnv {
  /** Undefined where the browser lacks one of the three. */
  notifications?: {
    readonly permission: NotificationPermission;
    requestPermission(): Promise<NotificationPermission>;
  };
  workers?: {
    register(url: string, options: { scope: string }): Promise<RegistrationLike>;
    getRegistration(clientUrl: string): Promise<RegistrationLike | undefined>;
  };
  pushSupported: boolean;
  fetch: typeof fetch;
  /** Null where local storage is not available (then each visit starts from "off"). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/** The browser's own objects. */
export function browserEnv(): FollowEnv {
  const hasWorkers = 'serviceWorker' in navigator;
  return {
    notifications: 'Notification' in window ? Notification : undefined,
    workers: hasWorkers ? (navigator.serviceWorker as unknown as FollowEnv['workers']) : undefined,
    pushSupported: hasWorkers && 'PushManager' in window,
    fetch: (input, init) => window.fetch(input, init),
    storage: (() => {
      try {
        return window.localStorage;
      } catch {
        return null;
      }
    })(),
  };
}

const supported = (env: FollowEnv) =>
  Boolean(env.notifications && env.workers && env.pushSupported);

function readTokens(env: FollowEnv): string[] {
  try {
    const list: unknown = JSON.parse(env.storage?.getItem(TOKENS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function writeTokens(env: FollowEnv, tokens: readonly string[]): void {
  try {
    env.storage?.setItem(TOKENS_KEY, JSON.stringify(tokens));
  } catch {
    // Full or refused: the server still has the subscription; the page just cannot tell next time.
  }
}

/** A base64url string (the VAPID public key) as bytes; throws on anything else. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const bytes = fromBase64Url(text);
  if (!bytes) throw new Error('The server key is not base64url.');
  return new Uint8Array(bytes);
}

async function ownRegistration(env: FollowEnv): Promise<RegistrationLike | undefined> {
  const registration = await env.workers?.getRegistration(WORKER_SCOPE);
  // getRegistration matches by URL: without ours it may return the app's (scope "/").
  return registration && new URL(registration.scope).pathname === WORKER_SCOPE
    ? registration
    : undefined;
}

/** Resolves once the registration has an active worker (pushManager.subscribe needs one). */
function whenActive(registration: RegistrationLike): Promise<void> {
  if (registration.active) return Promise.resolve();
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.reject(new Error('the service worker did not install'));
  return new Promise((resolve, reject) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
      else if (worker.state === 'redundant') reject(new Error('the service worker failed'));
    });
  });
}

/** The state to show when the page opens. */
export async function initialState(env: FollowEnv, token: string | null): Promise<FollowState> {
  if (!token) return 'incomplete';
  if (!supported(env)) return 'unsupported';
  const permission = env.notifications?.permission;
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted' || !readTokens(env).includes(token)) return 'idle';
  try {
    const subscription = await (await ownRegistration(env))?.pushManager.getSubscription();
    return subscription ? 'on' : 'idle';
  } catch {
    return 'idle';
  }
}

type Call = { status: number } | 'network';

async function call(env: FollowEnv, url: string, init?: RequestInit): Promise<Call> {
  try {
    const response = await env.fetch(url, { credentials: 'omit', cache: 'no-store', ...init });
    return { status: response.status };
  } catch {
    return 'network';
  }
}

const followUrl = (token: string, what: 'push') =>
  `/api/follow/${encodeURIComponent(token)}/${what}`;

/** "Turn on notifications": the whole flow, from the permission prompt to the server's answer. */
export async function turnOn(env: FollowEnv, token: string): Promise<FollowState> {
  const { notifications, workers } = env;
  if (!notifications || !workers || !env.pushSupported) return 'unsupported';
  // First, while the click still counts as the user's gesture (browsers require one for the prompt).
  let permission: NotificationPermission;
  try {
    permission = await notifications.requestPermission();
  } catch {
    return 'unsupported';
  }
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';

  let registration: RegistrationLike;
  try {
    registration = await workers.register(WORKER_URL, { scope: WORKER_SCOPE });
    await whenActive(registration);
  } catch {
    return 'failed';
  }

  let publicKey: string;
  try {
    const response = await env.fetch('/api/alerts/push-key', {
      credentials: 'omit',
      cache: 'no-store',
    });
    if (!response.ok) return 'failed';
    const body = (await response.json()) as { publicKey?: unknown };
    if (typeof body.publicKey !== 'string' || body.publicKey === '') return 'failed';
    publicKey = body.publicKey;
  } catch (error) {
    return error instanceof TypeError ? 'network' : 'failed';
  }

  let subscription: SubscriptionLike;
  const options = { userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) };
  try {
    try {
      subscription = await registration.pushManager.subscribe(options);
    } catch (error) {
      // A subscription made with an older server key: replace it.
      const old = await registration.pushManager.getSubscription();
      if (!old) throw error;
      await old.unsubscribe();
      subscription = await registration.pushManager.subscribe(options);
    }
  } catch {
    // No push service for this browser: a private window (Chrome's refuses push), or a build
    // without one. The server and the key were reached, so waiting would not help.
    return 'unsupported';
  }

  const { endpoint, keys } = subscription.toJSON();
  const answer = await call(env, followUrl(token, 'push'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint, keys: { p256dh: keys?.p256dh, auth: keys?.auth } }),
  });
  const others = readTokens(env).filter((t) => t !== token);
  if (answer !== 'network' && answer.status >= 200 && answer.status < 300) {
    writeTokens(env, [...others, token]);
    return 'on';
  }
  // Not accepted: no other link uses the subscription, so it goes (nothing would ever arrive on it).
  if (others.length === 0) await subscription.unsubscribe().catch(() => false);
  if (answer === 'network') return 'network';
  return answer.status === 404 ? 'unknown' : 'failed';
}

/** "Turn off notifications": the server forgets the subscription, then the browser drops it. */
export async function turnOff(env: FollowEnv, token: string): Promise<FollowState> {
  const answer = await call(env, followUrl(token, 'push'), { method: 'DELETE' });
  if (answer === 'network') return 'network';
  // 404: the server no longer knows the link (ended): nothing is sent to it any more either.
  if (answer.status !== 404 && (answer.status < 200 || answer.status >= 300)) return 'failed';
  const others = readTokens(env).filter((t) => t !== token);
  writeTokens(env, others);
  if (others.length === 0) {
    try {
      await (await (await ownRegistration(env))?.pushManager.getSubscription())?.unsubscribe();
    } catch {
      // The server has stopped already; a subscription left in the browser receives nothing.
    }
  }
  return answer.status === 404 ? 'unknown' : 'off';
}
