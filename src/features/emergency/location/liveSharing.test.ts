import { afterEach, describe, expect, it } from 'vitest';
import { PositionLog } from '../../../follow/live/open';
import type { LiveLocationState } from '../../../vault';
import { fromBase64Url } from './liveCrypto';
import { endAllSharing } from './endAll';
import { useSession } from '../../../session';
import { currentLiveLink } from './liveLink';
import {
  __liveTick,
  endSharing,
  resumeSharing,
  startSharing,
  useLiveView,
  type LiveDeps,
} from './liveSharing';
import { installSodium, type SentRequest } from './liveSharing.test-support';

const sodiumModule = installSodium();

/**
 * A phone with a fake position, vault and network; every request is kept as sent. Its vault is
 * locked after the start (Hide Interface): positions go straight to the server, as sent here.
 * (./liveOutbox.test.ts has them through the real vault's outbox.)
 */
function phone() {
  const sent: SentRequest[] = [];
  let stored: LiveLocationState | null = null;
  let online = true;
  let lat = 51.5007292;
  const fetchSpy: typeof fetch = async (input, init) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: String(input),
      body: String(init?.body ?? ''),
      headers: JSON.stringify(init?.headers ?? {}),
    });
    if (!online) throw new TypeError('Failed to fetch');
    return new Response(
      init?.method === 'POST' && String(input).endsWith('sessions') ? '{}' : null,
      {
        status: String(input).endsWith('sessions') && init?.method === 'POST' ? 201 : 204,
      },
    );
  };
  const deps: LiveDeps = {
    now: () => 1_764_000_000_000,
    battery: async () => null,
    position: async () => ({
      ok: true,
      position: { lat, lng: -0.1246254, accuracy: 8, timestamp: 1_764_000_000_000 },
    }),
    load: async () => stored,
    save: async (state) => {
      stored = state;
    },
    frequencySeconds: async () => 3600, // the test drives the rounds itself
    origin: () => 'https://calc.example',
    outbox: {
      ready: () => false,
      put: () => Promise.reject(new Error('locked')),
      settle: () => Promise.reject(new Error('locked')),
      drop: async () => undefined,
      watch: () => () => undefined,
    },
    fetch: fetchSpy,
  };
  return {
    deps,
    sent,
    stored: () => stored,
    setOnline: (value: boolean) => (online = value),
    move: (value: number) => (lat = value),
  };
}

afterEach(async () => {
  await endAllSharing(async () => new Response(null, { status: 204 }));
  useLiveView.setState({ phase: 'off', link: null });
});

describe('sharing live location from the phone', () => {
  it('gives a /follow/<id>#<key> link and never sends the key in any request', async () => {
    const p = phone();
    await startSharing('1h', p.deps);
    await __liveTick();
    await __liveTick();
    const state = p.stored()!;
    const link = useLiveView.getState().link!;
    expect(link).toBe(`https://calc.example/follow/${state.id}#${state.key}`);
    expect(new URL(link).hash.slice(1)).toBe(state.key);
    expect(p.sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/location/sessions',
      `POST /api/location/sessions/${state.id}/positions`,
      `POST /api/location/sessions/${state.id}/positions`,
      `POST /api/location/sessions/${state.id}/positions`,
    ]);
    const keyBytes = fromBase64Url(state.key)!;
    const keyForms = [
      state.key,
      Buffer.from(keyBytes).toString('base64'),
      Buffer.from(keyBytes).toString('hex'),
    ];
    for (const request of p.sent) {
      for (const form of keyForms)
        expect(`${request.url} ${request.body} ${request.headers}`).not.toContain(form);
      expect(request.body).not.toContain('51.5007');
    }
    // A session of one hour: the server is told when it ends.
    expect(JSON.parse(p.sent[0]!.body)).toEqual({
      id: state.id,
      expiresAt: new Date(1_764_000_000_000 + 3_600_000).toISOString(),
    });
    expect(useLiveView.getState()).toMatchObject({ phase: 'on', lastSentAt: 1_764_000_000_000 });
  });

  it('keeps positions taken offline and sends them in order once online; the page opens them all', async () => {
    const p = phone();
    await startSharing('untilStopped', p.deps);
    p.setOnline(false);
    p.move(51.6);
    await __liveTick();
    p.move(51.7);
    await __liveTick();
    expect(useLiveView.getState()).toMatchObject({ waiting: 2, problem: 'server' });
    p.setOnline(true);
    p.move(51.8);
    await __liveTick();
    expect(useLiveView.getState()).toMatchObject({ waiting: 0, problem: null });
    const state = p.stored()!;
    const delivered = p.sent.filter((r) => r.url.endsWith('/positions'));
    const log = new PositionLog(sodiumModule, fromBase64Url(state.key)!, state.id);
    // Each offline position was tried once before; the page gets each once, in order.
    const unique = [
      ...new Set(delivered.map((r) => (JSON.parse(r.body) as { sealed: string }).sealed)),
    ];
    for (const sealed of unique) expect(log.add(sealed)).toBe(true);
    expect(log.positions.map((x) => x.lat)).toEqual([51.5007292, 51.6, 51.7, 51.8]);
    expect(log.positions.map((x) => x.seq)).toEqual([1, 2, 3, 4]);
  });

  it('the unlock and the Emergency tab asking to resume a running session take no second fix', async () => {
    const p = phone();
    let fixes = 0;
    const position = p.deps.position;
    p.deps.position = async () => {
      fixes += 1;
      return position();
    };
    await startSharing('1h', p.deps);
    expect(fixes).toBe(1);
    await resumeSharing(p.deps);
    await resumeSharing(p.deps);
    await __liveTick(); // lets the resumed rounds finish
    expect(fixes).toBe(2);
    const sealed = p.sent
      .filter((r) => r.url.endsWith('/positions'))
      .map((r) => (JSON.parse(r.body) as { sealed: string }).sealed);
    expect(new Set(sealed).size).toBe(2);
  });

  it('Stop Sharing ends the session on the server and forgets its key', async () => {
    const p = phone();
    await startSharing('8h', p.deps);
    await __liveTick();
    const id = p.stored()!.id;
    expect(await endSharing(p.deps)).toBe(true);
    expect(p.sent.at(-1)).toMatchObject({ method: 'DELETE', url: `/api/location/sessions/${id}` });
    expect(p.stored()).toBeNull();
    expect(useLiveView.getState().phase).toBe('off');
    const before = p.sent.length;
    await __liveTick();
    expect(p.sent.length).toBe(before);
  });

  it('a stop that cannot reach the server is not shown as done and is kept to send again', async () => {
    const p = phone();
    await startSharing('1h', p.deps);
    p.setOnline(false);
    expect(await endSharing(p.deps)).toBe(false);
    expect(p.stored()).toMatchObject({ ending: true });
    expect(useLiveView.getState()).toMatchObject({ phase: 'ending', problem: 'server' });
    p.setOnline(true);
    expect(await endSharing(p.deps)).toBe(true);
    expect(p.stored()).toBeNull();
  });
});

describe('Hide Interface does not stop sharing', () => {
  it('after the lock, new positions still reach the server; at the unlock the outbox takes over', async () => {
    const p = phone();
    let vaultOpen = true;
    const queued: string[] = [];
    p.deps.outbox = {
      ready: () => vaultOpen,
      put: async (calls) => {
        for (const call of calls) queued.push(JSON.stringify(call.body));
      },
      settle: async () => ({ waiting: 0, refused: false }),
      drop: async () => undefined,
      watch: () => () => undefined,
    };
    await startSharing('untilStopped', p.deps);
    const state = p.stored()!;
    expect(queued).toHaveLength(2); // the registration, the first position
    // Hide Interface: the vault locks (its key is gone), the calculator shows.
    useSession.getState().lock();
    vaultOpen = false;
    p.move(51.6);
    await __liveTick();
    p.setOnline(false);
    p.move(51.7);
    await __liveTick();
    const straight = p.sent.filter((r) => r.url.endsWith('/positions'));
    expect(straight).toHaveLength(2); // 51.6 delivered, 51.7 tried and waiting
    expect(useLiveView.getState()).toMatchObject({ phase: 'on', waiting: 1 });
    expect(currentLiveLink()).toBe(`https://calc.example/follow/${state.id}#${state.key}`);
    // The next real unlock: what waited moves into the outbox, behind what was there.
    p.setOnline(true);
    vaultOpen = true;
    p.move(51.8);
    await resumeSharing(p.deps); // queues what waited, in order, without a second fix
    await __liveTick(); // the next round takes 51.8
    const log = new PositionLog(sodiumModule, fromBase64Url(state.key)!, state.id);
    const bodies = [queued[1]!, straight[0]!.body, ...queued.slice(2)];
    for (const body of bodies) log.add((JSON.parse(body) as { sealed: string }).sealed);
    expect(log.skipped).toBe(0);
    expect(log.positions.map((x) => x.lat)).toEqual([51.5007292, 51.6, 51.7, 51.8]);
  });
});

describe('the SOS message’s live link', () => {
  it('is the contact’s link while sharing is on, and none once it stops', async () => {
    const { currentLiveLink } = await import('./liveLink');
    const p = phone();
    await startSharing('1h', p.deps);
    expect(currentLiveLink()).toBe(useLiveView.getState().link);
    expect(currentLiveLink()).toMatch(/\/follow\/[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}$/);
    await endSharing(p.deps);
    expect(currentLiveLink()).toBeNull();
  });
});
