import { afterEach, describe, expect, it, vi } from 'vitest';
import { newLiveSecrets, sealPosition } from '../../features/emergency/location/liveCrypto';
import { liveLinkOf } from './link';
import { NEXT_MS, POLL_MS, startLive } from './liveMain';
import { ageInWords, trailPoints } from './liveView';

import englishTexts from '../../../locales/en/follow.json';

const english = englishTexts as Record<string, unknown>;
const t = (key: string, values: Record<string, unknown> = {}) => {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], english);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
};

const fix = (lat: number, lng: number, timestamp: number) => ({ lat, lng, accuracy: 9, timestamp });

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the live link', () => {
  it('is a 22-character id with a 43-character key in the fragment', () => {
    const { id, key } = newLiveSecrets();
    expect(liveLinkOf(`/follow/${id}`, `#${key}`)).toEqual({ id, key, contact: null });
    expect(liveLinkOf(`/follow/${id}`, '')).toEqual({ id, key: null, contact: null });
    expect(liveLinkOf(`/follow/${id}`, `#${key.slice(0, 30)}`)).toEqual({
      id,
      key: null,
      contact: null,
    });
    // A contact's alerts link (43 characters) is not a live link.
    expect(liveLinkOf(`/follow/${key}`, '')).toBeNull();
  });
});

describe('the contact’s live page', () => {
  it('shows the latest position, skips a tampered one, and never shows it', async () => {
    // The clock too: "5 seconds ago" is read against it, not against how fast the machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    const { id, key } = newLiveSecrets();
    const now = Date.now();
    const first = await sealPosition(key, id, 1, fix(41.0082376, 28.9783589, now - 60_000));
    const forged = await sealPosition(newLiveSecrets().key, id, 2, fix(1.5, 1.5, now));
    const second = await sealPosition(key, id, 3, fix(41.0090001, 28.9790002, now - 5_000), 23);
    const answers = [
      {
        state: 'live',
        positions: [
          { cursor: 1, sealed: first },
          { cursor: 2, sealed: forged },
        ],
      },
      { state: 'live', positions: [{ cursor: 3, sealed: second }] },
      { state: 'ended' },
    ];
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify(answers.shift()), { status: 200 });
    }) as unknown as typeof fetch;
    const root = document.createElement('main');
    document.body.append(root);
    await startLive(root, t, 'en', { id, key, contact: null }, fetchImpl);
    expect(root.textContent).toContain('41.00824');
    expect(root.textContent).toContain(
      'Positions that could not be verified and were not shown: 1',
    );
    expect(root.textContent).not.toContain('1.50000');
    // The server held each answer until there was news: the page asks again at once.
    await vi.advanceTimersByTimeAsync(NEXT_MS);
    expect(root.textContent).toContain('41.00900');
    expect(root.textContent).toContain('28.97900');
    expect(root.textContent).toContain('5 seconds ago');
    expect(root.textContent).toContain('Battery23%');
    expect(urls).toEqual([
      `/api/location/${id}?after=0&wait=1`,
      `/api/location/${id}?after=2&wait=1`,
    ]);
    await vi.advanceTimersByTimeAsync(NEXT_MS);
    expect(root.textContent).toContain('Sharing has ended');
    expect(root.textContent).not.toContain('41.00');
    for (const url of urls) expect(url).not.toContain(key);
  });

  it('a busy or rate-limited server is not the end: the page says so and asks again later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const { id, key } = newLiveSecrets();
    const sealed = await sealPosition(key, id, 1, fix(41.0082376, 28.9783589, Date.now()));
    const answers = [
      new Response(JSON.stringify({ message: 'Too many requests' }), { status: 429 }),
      new Response(JSON.stringify({ state: 'live', positions: [{ cursor: 1, sealed }] })),
    ];
    const fetchImpl = (async () => answers.shift()) as unknown as typeof fetch;
    const root = document.createElement('main');
    document.body.append(root);
    await startLive(root, t, 'en', { id, key, contact: null }, fetchImpl);
    expect(root.textContent).not.toContain('Sharing has ended');
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(root.textContent).toContain('41.00824');
    expect(root.textContent).not.toContain('Sharing has ended');
  });

  it('says the link is not complete when its key opens nothing', async () => {
    const { id, key } = newLiveSecrets();
    const sealed = await sealPosition(key, id, 1, fix(10, 10, Date.now()));
    const fetchImpl = (async () =>
      new Response(
        JSON.stringify({ state: 'live', positions: [{ cursor: 1, sealed }] }),
      )) as unknown as typeof fetch;
    const root = document.createElement('main');
    await startLive(root, t, 'en', { id, key: newLiveSecrets().key, contact: null }, fetchImpl);
    expect(root.textContent).toContain('This link is not complete.');
    expect(root.textContent).not.toContain('10.00000');
  });
});

describe('drawing', () => {
  it('puts the trail in the box, north up, and the age in words', () => {
    const points = trailPoints([
      { lat: 51.5, lng: -0.13 },
      { lat: 51.51, lng: -0.12 },
    ])
      .split(' ')
      .map((p) => p.split(',').map(Number));
    expect(points[1]![1]!).toBeLessThan(points[0]![1]!); // further north is higher
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(300);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(200);
    }
    expect(ageInWords('en', 3 * 60_000)).toBe('3 minutes ago');
    expect(ageInWords('ar', 0)).toBe('الآن');
  });
});
