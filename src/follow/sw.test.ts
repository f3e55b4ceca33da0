// @vitest-environment node
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/** public/follow/sw.js, run in a fake worker scope: what a push shows and which receipt it sends. */
const SOURCE = readFileSync(new URL('../../public/follow/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://alerts.example';
const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_x';

type Listener = (event: Record<string, unknown>) => void;

function worker(windows: Array<{ url: string; focus: () => Promise<unknown> }> = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async (_title: string, _options: NotificationOptions) => {});
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }),
  );
  const openWindow = vi.fn(async (_url: string) => null);
  const self = {
    location: new URL(`${ORIGIN}/follow/sw.js`),
    registration: { scope: `${ORIGIN}/follow/`, showNotification },
    clients: { matchAll: async () => windows, openWindow },
    skipWaiting: vi.fn(),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  runInNewContext(SOURCE, { self, fetch, URL, JSON, console });
  /** Fires an event and waits for what it handed to waitUntil. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  const push = (payload: unknown) =>
    fire('push', {
      data:
        payload === undefined
          ? null
          : {
              json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
              text: () => (typeof payload === 'string' ? payload : JSON.stringify(payload)),
            },
    });
  return { fire, push, showNotification, fetch, openWindow, listeners };
}

describe('the contact page’s service worker', () => {
  it('shows the alert, kept on screen, and confirms it with the receipt for the link’s token', async () => {
    const sw = worker();
    await sw.push({
      title: 'Alarm',
      body: 'Sara needs help. https://maps.example/?q=1,2',
      url: `${ORIGIN}/follow/${TOKEN}`,
      receipt: 'r-123',
    });
    expect(sw.showNotification).toHaveBeenCalledWith('Alarm', {
      body: 'Sara needs help. https://maps.example/?q=1,2',
      data: { url: `${ORIGIN}/follow/${TOKEN}` },
      requireInteraction: true,
      tag: 'r-123',
    });
    expect(sw.fetch).toHaveBeenCalledOnce();
    const [url, init] = sw.fetch.mock.calls[0]!;
    expect(url).toBe(`/api/follow/${TOKEN}/receipt`);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ receipt: 'r-123' });
    // The receipt only after the notification was shown.
    expect(sw.showNotification.mock.invocationCallOrder[0]).toBeLessThan(
      sw.fetch.mock.invocationCallOrder[0]!,
    );
  });

  it('still shows something for a payload without a title, a link or a receipt, and confirms nothing', async () => {
    const sw = worker();
    await sw.push('not json');
    await sw.push(undefined);
    await sw.push({
      title: 'Alarm',
      body: 'x',
      url: `https://elsewhere.example/follow/${TOKEN}`,
      receipt: 'r',
    });
    expect(sw.showNotification.mock.calls.map(([title]) => title)).toEqual([
      'alerts.example',
      'alerts.example',
      'Alarm',
    ]);
    expect(sw.showNotification.mock.calls[2]?.[1].data).toEqual({ url: null });
    expect(sw.fetch).not.toHaveBeenCalled();
  });

  it('survives a receipt that cannot be sent', async () => {
    const sw = worker();
    sw.fetch.mockRejectedValue(new TypeError('offline'));
    await expect(
      sw.push({ title: 'A', body: 'B', url: `/follow/${TOKEN}`, receipt: 'r' }),
    ).resolves.toBeUndefined();
    expect(sw.showNotification).toHaveBeenCalledOnce();
  });

  it('opens the contact page on a click, or focuses it when it is open', async () => {
    const close = vi.fn();
    const link = `${ORIGIN}/follow/${TOKEN}`;
    const sw = worker();
    await sw.fire('notificationclick', { notification: { close, data: { url: link } } });
    expect(close).toHaveBeenCalled();
    expect(sw.openWindow).toHaveBeenCalledWith(link);

    const focus = vi.fn(async () => null);
    const open = worker([{ url: link, focus }]);
    await open.fire('notificationclick', { notification: { close, data: { url: link } } });
    expect(focus).toHaveBeenCalled();
    expect(open.openWindow).not.toHaveBeenCalled();
  });

  it('has no fetch handler: it serves and caches nothing', () => {
    expect(worker().listeners.has('fetch')).toBe(false);
  });
});
