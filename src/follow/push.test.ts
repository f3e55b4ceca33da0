import { describe, expect, it } from 'vitest';
import {
  TOKENS_KEY,
  WORKER_SCOPE,
  WORKER_URL,
  base64UrlToBytes,
  initialState,
  turnOff,
  turnOn,
} from './push';
import { fake, OTHER, PUBLIC_KEY, SUBSCRIPTION_JSON, TOKEN, type Fake } from './push.test-support';

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
  it('refuses a key that is not base64url rather than subscribe with wrong bytes', () => {
    expect(() => base64UrlToBytes('a+b/')).toThrow();
  });
});
