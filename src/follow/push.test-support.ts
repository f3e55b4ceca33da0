/** The browser's push objects as fakes, for the contact page's tests (push.test.ts, live/). */
import { vi } from 'vitest';
import {
  TOKENS_KEY,
  WORKER_SCOPE,
  type FollowEnv,
  type RegistrationLike,
  type SubscriptionLike,
} from './push';

export const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_x';
export const OTHER = 'ZYXWVUTSRQPONMLKJIHGFEDCBAzyxwvutsrqpo987_-';
// A P-256 public key is 65 bytes; any base64url text of that length stands in for it here.
export const PUBLIC_KEY = 'BPx9'.repeat(21) + 'BAA';
export const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example/send/abc',
  expirationTime: null,
  keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
};

export interface Fake {
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
export function fake(
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
