import { describe, expect, it, vi } from 'vitest';
import {
  TOKENS_KEY,
  WORKER_SCOPE,
  WORKER_URL,
  base64UrlToBytes,
  initialState,
  turnOff,
  turnOn,
  type FollowEnv,
  type RegistrationLike,
  type SubscriptionLike,
} from './push';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_x';
const OTHER = 'ZYXWVUTSRQPONMLKJIHGFEDCBAzyxwvutsrqpo987_-';
// A P-256 public key is 65 bytes; any base64url text of that length stands in for it here.
const PUBLIC_KEY = 'BPx9'.repeat(21) + 'BAA';
const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example/send/abc',
  expirationTime: null,
  keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
};

interface Fake {
  env: FollowEnv;
  fetch: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
  unsubscribe: ReturnType<typeof vi.fn>;
  register: ReturnType<typeof vi.fn>;
  requestPermission: ReturnType<typeof vi.fn>;
  storage: Map<string, string>;
  registration: RegistrationLike;
  /** The subscription the browser holds now. */
  current: () => SubscriptionLike | null;
}

type Answer = { status: number; body?: unknown } | 'offline';

/** The browser's objects as fakes: a push service that accepts, a server that answers `answers`. */
function fake(
  options: {
    permission?: NotificationPermission;
    grant?: NotificationPermission;
    answers?: Partial<Record<string, Answer>>;
    subscribed?: boolean;
    tokens?: string[];
    activates?: boolean;
  } = {},
): Fake {
  const storage = new Map<string, string>();
  if (options.tokens) storage.set(TOKENS_KEY, JSON.stringify(options.tokens));
  let current: SubscriptionLike | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const make = (): SubscriptionLike => ({ toJSON: () => SUBSCRIPTION_JSON, unsubscribe });
  if (options.subscribed) current = make();
  const subscribe = vi.fn(async () => {
    current ??= make();
    return current;
  });
  const listeners: Array<() => void> = [];
  const worker = {
    state: 'installing',
    addEventListener: (_type: 'statechange', listener: () => void) => listeners.push(listener),
  };
  const registration: RegistrationLike = {
    scope: `http://localhost${WORKER_SCOPE}`,
    active: null,
    installing: worker,
    waiting: null,
    pushManager: { getSubscription: async () => current, subscribe },
  };
  const register = vi.fn(async () => {
    if (options.activates !== false) {
      setTimeout(() => {
        worker.state = 'activated';
        registration.active = worker;
        listeners.forEach((listener) => listener());
      }, 0);
    }
    return registration;
  });
  const answers: Record<string, Answer> = {
    'GET /api/alerts/push-key': { status: 200, body: { publicKey: PUBLIC_KEY } },
    [`POST /api/follow/${TOKEN}/push`]: { status: 204 },
    [`DELETE /api/follow/${TOKEN}/push`]: { status: 204 },
    ...options.answers,
  } as Record<string, Answer>;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? 'GET'} ${url}`];
    if (!answer || answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  let permission: NotificationPermission = options.permission ?? 'default';
  const requestPermission = vi.fn(async () => {
    permission = options.grant ?? 'granted';
    return permission;
  });
  return {
    env: {
      notifications: {
        get permission() {
          return permission;
        },
        requestPermission,
      },
      workers: {
        register,
        getRegistration: async () => (registration.active ? registration : undefined),
      },
      pushSupported: true,
      fetch: fetch as unknown as typeof globalThis.fetch,
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
      },
    },
    fetch,
    subscribe,
    unsubscribe,
    register,
    requestPermission,
    storage,
    registration,
    current: () => current,
  };
}

const tokens = (f: Fake) => JSON.parse(f.storage.get(TOKENS_KEY) ?? '[]') as string[];

describe('turnOn', () => {
  it('asks, registers the worker, subscribes with the server key and posts the subscription', async () => {
    const f = fake();
    expect(await turnOn(f.env, TOKEN)).toBe('on');
    expect(f.requestPermission).toHaveBeenCalledOnce();
    expect(f.register).toHaveBeenCalledWith(WORKER_URL, { scope: WORKER_SCOPE });
    expect(f.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(PUBLIC_KEY),
    });
    const [url, init] = f.fetch.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe(`/api/follow/${TOKEN}/push`);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      endpoint: SUBSCRIPTION_JSON.endpoint,
      keys: SUBSCRIPTION_JSON.keys,
    });
    expect(tokens(f)).toEqual([TOKEN]);
    // The order the browser needs: the prompt first (in the click), the key before subscribing.
    expect(f.requestPermission.mock.invocationCallOrder[0]).toBeLessThan(
      f.register.mock.invocationCallOrder[0] ?? 0,
    );
    expect(f.fetch.mock.invocationCallOrder[0]).toBeLessThan(
      f.subscribe.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('stops at a refusal, and at a prompt closed without an answer', async () => {
    const denied = fake({ grant: 'denied' });
    expect(await turnOn(denied.env, TOKEN)).toBe('denied');
    expect(denied.register).not.toHaveBeenCalled();
    const dismissed = fake({ grant: 'default' });
    expect(await turnOn(dismissed.env, TOKEN)).toBe('dismissed');
    expect(dismissed.fetch).not.toHaveBeenCalled();
  });

  it('says the link is unknown when the server answers 404, and keeps no subscription', async () => {
    const f = fake({ answers: { [`POST /api/follow/${TOKEN}/push`]: { status: 404 } } });
    expect(await turnOn(f.env, TOKEN)).toBe('unknown');
    expect(f.current()).toBeNull();
    expect(tokens(f)).toEqual([]);
  });

  it('reports a network error, whether for the key or for the subscription', async () => {
    const key = fake({ answers: { 'GET /api/alerts/push-key': 'offline' } });
    expect(await turnOn(key.env, TOKEN)).toBe('network');
    const post = fake({ answers: { [`POST /api/follow/${TOKEN}/push`]: 'offline' } });
    expect(await turnOn(post.env, TOKEN)).toBe('network');
    expect(tokens(post)).toEqual([]);
  });

  it('fails plainly when the server refuses', async () => {
    const noKey = fake({ answers: { 'GET /api/alerts/push-key': { status: 404 } } });
    expect(await turnOn(noKey.env, TOKEN)).toBe('failed');
    const server = fake({ answers: { [`POST /api/follow/${TOKEN}/push`]: { status: 500 } } });
    expect(await turnOn(server.env, TOKEN)).toBe('failed');
  });

  it('says the browser cannot when its push service refuses (a private window)', async () => {
    const f = fake();
    f.subscribe.mockRejectedValue(new DOMException('no push service', 'AbortError'));
    expect(await turnOn(f.env, TOKEN)).toBe('unsupported');
    expect(f.fetch).toHaveBeenCalledTimes(1); // the key only: nothing posted
  });

  it('replaces a subscription made with an older server key', async () => {
    const f = fake({ subscribed: true });
    f.subscribe.mockRejectedValueOnce(new DOMException('other key', 'InvalidStateError'));
    expect(await turnOn(f.env, TOKEN)).toBe('on');
    expect(f.unsubscribe).toHaveBeenCalledOnce();
    expect(f.subscribe).toHaveBeenCalledTimes(2);
  });

  it('says so where the browser has no push', async () => {
    const f = fake();
    expect(await turnOn({ ...f.env, pushSupported: false }, TOKEN)).toBe('unsupported');
    expect(await turnOn({ ...f.env, notifications: undefined }, TOKEN)).toBe('unsupported');
  });

  it('keeps another link of this device subscribed when this one is refused', async () => {
    const f = fake({
      subscribed: true,
      tokens: [OTHER],
      answers: { [`POST /api/follow/${TOKEN}/push`]: { status: 404 } },
    });
    expect(await turnOn(f.env, TOKEN)).toBe('unknown');
    expect(f.unsubscribe).not.toHaveBeenCalled();
    expect(tokens(f)).toEqual([OTHER]);
  });
});

describe('turnOff', () => {
  it('asks the server to forget the subscription, then drops it', async () => {
    const f = fake({ permission: 'granted', subscribed: true, tokens: [TOKEN] });
    f.registration.active = f.registration.installing;
    expect(await turnOff(f.env, TOKEN)).toBe('off');
    expect(f.fetch).toHaveBeenCalledWith(
      `/api/follow/${TOKEN}/push`,
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(f.unsubscribe).toHaveBeenCalledOnce();
    expect(tokens(f)).toEqual([]);
  });

  it('keeps the subscription while another link uses it', async () => {
    const f = fake({ permission: 'granted', subscribed: true, tokens: [OTHER, TOKEN] });
    f.registration.active = f.registration.installing;
    expect(await turnOff(f.env, TOKEN)).toBe('off');
    expect(f.unsubscribe).not.toHaveBeenCalled();
    expect(tokens(f)).toEqual([OTHER]);
  });

  it('changes nothing when the server cannot be reached', async () => {
    const f = fake({
      subscribed: true,
      tokens: [TOKEN],
      answers: { [`DELETE /api/follow/${TOKEN}/push`]: 'offline' },
    });
    expect(await turnOff(f.env, TOKEN)).toBe('network');
    expect(f.unsubscribe).not.toHaveBeenCalled();
    expect(tokens(f)).toEqual([TOKEN]);
  });
});

describe('initialState', () => {
  it('knows an incomplete link, a browser without push and a refusal before any click', async () => {
    const f = fake();
    expect(await initialState(f.env, null)).toBe('incomplete');
    expect(await initialState({ ...f.env, workers: undefined }, TOKEN)).toBe('unsupported');
    expect(await initialState(fake({ permission: 'denied' }).env, TOKEN)).toBe('denied');
    expect(await initialState(f.env, TOKEN)).toBe('idle');
  });

  it('is on only for a link this browser handed its subscription to', async () => {
    const f = fake({ permission: 'granted', subscribed: true, tokens: [TOKEN] });
    f.registration.active = f.registration.installing;
    expect(await initialState(f.env, TOKEN)).toBe('on');
    expect(await initialState(f.env, OTHER)).toBe('idle');
  });

  it('ignores the calculator’s own worker (scope "/")', async () => {
    const f = fake({ permission: 'granted', subscribed: true, tokens: [TOKEN] });
    const app = { ...f.registration, scope: 'http://localhost/' };
    const env = { ...f.env, workers: { ...f.env.workers!, getRegistration: async () => app } };
    expect(await initialState(env, TOKEN)).toBe('idle');
  });
});

describe('base64UrlToBytes', () => {
  it('decodes base64url without padding', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect(base64UrlToBytes(PUBLIC_KEY)).toHaveLength(65);
  });
});
