// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PositionLog } from '../../../follow/live/open';
import { outboxIdle, resumeDelivery, startOutbox, stopOutbox } from '../../../sync/outbox';
import { createFakeClock } from '../../../sync/outbox/outbox.test-support';
import { clearVaultTables, openTestVault } from '../../../vault/testing/vault.test-support';
import { getVaultDatabase, readMeta, writeMeta } from '../../../vault';
import { STORE_NAMES } from '../../../vault/db/schema';
import { fromBase64Url } from './liveCrypto';
import {
  __forgetLive,
  __liveTick,
  endSharing,
  resumeSharing,
  startSharing,
  useLiveView,
  vaultOutbox,
  type LiveDeps,
} from './liveSharing';
import { installSodium, type SentRequest } from './liveSharing.test-support';

/**
 * Live location through the real vault's outbox (fake-indexeddb): positions taken offline are
 * queued sealed in the vault, survive a reload, and reach the server in order once it answers.
 */
const sodiumModule = installSodium();

const START = 1_764_000_000_000;
let time = START;
let lat = 51.5007292;
let online = false;
let sent: SentRequest[] = [];

const fakeFetch: typeof fetch = async (input, init) => {
  if (!online) throw new TypeError('Failed to fetch');
  // The outbox's pulls of the other lists: nothing there.
  if ((init?.method ?? 'GET') === 'GET') return new Response('[]', { status: 200 });
  sent.push({ method: init?.method ?? 'GET', url: String(input), body: String(init?.body ?? '') });
  const created = init?.method === 'POST' && String(input).endsWith('/sessions');
  return new Response(created ? '{}' : null, { status: created ? 201 : 204 });
};

const deps: LiveDeps = {
  now: () => time,
  battery: async () => 80,
  position: async () => ({
    ok: true,
    position: { lat, lng: -0.1246254, accuracy: 8, timestamp: time },
  }),
  load: async () => (await readMeta('liveLocation')) ?? null,
  save: (state) => writeMeta('liveLocation', state),
  frequencySeconds: async () => 3600, // the test drives the rounds itself
  origin: () => 'https://calc.example',
  outbox: vaultOutbox,
  fetch: fakeFetch,
};

function startTheOutbox() {
  const clock = createFakeClock(START);
  startOutbox({ fetch: fakeFetch, baseUrl: '', events: null, random: () => 0.5, ...clock });
}

/** Every byte IndexedDB holds in the vault's stores, as text. */
async function everythingStored(): Promise<string> {
  const texts: string[] = [];
  const existing = (await indexedDB.databases()).map((d) => d.name);
  for (const name of STORE_NAMES.filter((n) => existing.includes(n))) {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    for (const store of [...db.objectStoreNames]) {
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(store, 'readonly').objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error);
      });
      texts.push(
        JSON.stringify(rows, (_key, value: unknown) =>
          value instanceof ArrayBuffer || ArrayBuffer.isView(value)
            ? Buffer.from(value instanceof ArrayBuffer ? value : value.buffer).toString('latin1')
            : value,
        ),
      );
    }
    db.close();
  }
  return texts.join('\n');
}

beforeEach(async () => {
  await openTestVault();
  await clearVaultTables();
  await writeMeta('liveLocation', null);
  time = START;
  lat = 51.5007292;
  online = false;
  sent = [];
});

afterEach(async () => {
  online = true;
  await endSharing(deps);
  stopOutbox();
});

describe('live positions through the outbox', () => {
  it('positions taken offline wait sealed in the vault, survive a reload and arrive in order', async () => {
    startTheOutbox();
    await startSharing('untilStopped', deps);
    // Coordinates with seven decimals: a shorter one ("51.6") turned up in the stored random
    // bytes by chance about one run in 300,000.
    for (const next of [51.6034517, 51.7045628]) {
      time += 30_000;
      lat = next;
      await __liveTick();
    }
    expect(sent).toEqual([]);
    expect(useLiveView.getState()).toMatchObject({ lastSentAt: null, problem: 'server' });
    expect(useLiveView.getState().waiting).toBeGreaterThanOrEqual(3);
    const state = (await readMeta('liveLocation'))!;
    // Only sealed bytes are stored: no coordinate, no key in anything IndexedDB holds.
    const stored = await everythingStored();
    expect((await getVaultDatabase().outbox.count()) >= 3 && stored.length > 1000).toBe(true);
    for (const digits of [
      '51.5007',
      '5007292',
      '51.6034',
      '6034517',
      '51.7045',
      '7045628',
      '0.1246',
    ])
      expect(stored).not.toContain(digits);
    expect(stored).not.toContain(state.key);

    // The page reloads: the engine and the outbox's memory are gone, the vault is as it was.
    __forgetLive();
    stopOutbox();
    online = true;
    time += 30_000;
    lat = 51.8;
    startTheOutbox();
    // The unlock and the Emergency tab both resume: one run, one numbering.
    await Promise.all([resumeSharing(deps), resumeSharing(deps)]);
    await outboxIdle();
    await __liveTick(); // the resumed round has had its look at the outbox
    const positions = sent.filter((r) => r.url.endsWith(`/sessions/${state.id}/positions`));
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/location/sessions' });
    const log = new PositionLog(sodiumModule, fromBase64Url(state.key)!, state.id);
    for (const r of positions)
      expect(log.add((JSON.parse(r.body) as { sealed: string }).sealed)).toBe(true);
    expect(log.positions.map((p) => p.lat)).toEqual([
      51.5007292, 51.6034517, 51.7045628, 51.8, 51.8,
    ]);
    expect(log.skipped).toBe(0);
    expect(useLiveView.getState()).toMatchObject({ phase: 'on', waiting: 0, problem: null });
    expect(useLiveView.getState().lastSentAt).toBe(time);
  });

  it('shows a position as received only once the outbox delivered it, without waiting for the next round', async () => {
    online = true;
    startOutbox({
      fetch: fakeFetch,
      baseUrl: '',
      events: null,
      held: true,
      ...createFakeClock(START),
    });
    await startSharing('1h', deps);
    expect(sent).toEqual([]);
    expect(useLiveView.getState()).toMatchObject({ lastSentAt: null, waiting: 2 });
    resumeDelivery(); // the account step confirmed the session
    await outboxIdle();
    await expect.poll(() => useLiveView.getState().lastSentAt).toBe(START);
    expect(useLiveView.getState()).toMatchObject({ waiting: 0, problem: null });
    expect(sent.map((r) => r.url)).toHaveLength(2);
  });

  it('Stop Sharing drops what still waits: nothing of the session is sent after it', async () => {
    startTheOutbox();
    await startSharing('1h', deps);
    time += 30_000;
    await __liveTick();
    const state = (await readMeta('liveLocation'))!;
    online = true;
    stopOutbox(); // the outbox has not had its try yet
    expect(await endSharing(deps)).toBe(true);
    startTheOutbox();
    await outboxIdle();
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      `DELETE /api/location/sessions/${state.id}`,
    ]);
  });

  it('a session the server refused (410) ends, and its queued calls go', async () => {
    online = true;
    const refusing: typeof fetch = async (input, init) => {
      if ((init?.method ?? 'GET') === 'GET') return new Response('[]', { status: 200 });
      sent.push({ method: init?.method ?? 'GET', url: String(input), body: '' });
      if (String(input).endsWith('/positions'))
        return new Response('{"message":"ended"}', { status: 410 });
      return new Response(null, { status: init?.method === 'POST' ? 201 : 204 });
    };
    startOutbox({ fetch: refusing, baseUrl: '', events: null, ...createFakeClock(START) });
    await startSharing('1h', { ...deps, fetch: refusing });
    expect(useLiveView.getState().phase).toBe('off');
    expect(await readMeta('liveLocation')).toBeNull();
    const queued = await getVaultDatabase().outbox.toArray();
    expect(queued.filter((e) => e.resource.startsWith('location:'))).toEqual([]);
  });
});
