/**
 * Live location sharing on the phone (issue 26): one session at a time. Starting makes a session
 * id and key (kept only in the vault's meta), and then every `locationFrequencySeconds` takes a
 * fresh fix (high accuracy, 5 s timeout, no cached position) and seals it (./liveCrypto.ts).
 * While the real vault is open, the session's registration and each sealed position go through the
 * app's outbox (src/sync/outbox/, encrypted in the vault): positions taken offline survive a reload
 * and are delivered in order. Hide Interface does not stop sharing: the running session keeps its
 * key in memory for the page's lifetime and, while the vault is locked, sends straight to the
 * server (what cannot go waits in memory, in order, and moves to the outbox at the next unlock).
 * After a reload while locked, sharing resumes at the next real unlock. Sharing ends at its chosen
 * end, by Stop Sharing, by the emergency wipe, or when the server says the session is gone.
 */
import { create } from 'zustand';
import { ApiError, apiRequest, useSyncState } from '../../../sync';
import { batteryPercent } from '../../../platform/device/battery';
import { currentPosition, type PositionResult } from '../../../platform/device/geolocation';
import { report } from '../../../platform/report';
import { notifyOutbox, outboxIdle, enqueue, type OutboxCall } from '../../../sync/outbox';
import {
  getVaultDatabase,
  isCorrupt,
  isVaultOpen,
  readMeta,
  vaultMode,
  writeMeta,
  type LiveLocationState,
  type OutboxEntry,
} from '../../../vault';
import { readEmergencySettings } from '../settings/emergencySettingsRepository';
import { setLivePause } from './endAll';
import { setCurrentLiveLink } from './liveLink';
import { newLiveSecrets, sealPosition } from './liveCrypto';

export type LiveDuration = '1h' | '8h' | 'untilStopped';
export const LIVE_DURATIONS: readonly LiveDuration[] = ['1h', '8h', 'untilStopped'];
const DURATION_MS: Record<LiveDuration, number | null> = {
  '1h': 3_600_000,
  '8h': 8 * 3_600_000,
  untilStopped: null,
};
/** The server's longest session (api/location/store.ts): "until stopped" lasts at most this. */
const SERVER_MAX_MS = 7 * 24 * 3_600_000;

export interface LiveView {
  /** off; on (sharing); ending (Stop Sharing pressed, the server has not confirmed yet). */
  phase: 'off' | 'on' | 'ending';
  link: string | null;
  endsAt: number | null;
  /** When the server last accepted a position (never claimed before it did). */
  lastSentAt: number | null;
  /** Sealed positions waiting for the network. */
  waiting: number;
  /** Why the last attempt failed: no position, or the server could not be reached. */
  problem: 'position' | 'server' | null;
}

const OFF: LiveView = {
  phase: 'off',
  link: null,
  endsAt: null,
  lastSentAt: null,
  waiting: 0,
  problem: null,
};

export const useLiveView = create<LiveView>(() => OFF);
// The SOS message carries the link while sharing is on (./liveLink.ts).
useLiveView.subscribe((view) => setCurrentLiveLink(view.phase === 'on' ? view.link : null));

/**
 * The outbox as live location uses it: the session's calls are one resource ("location:<id>"),
 * delivered strictly in order, encrypted in the vault like every queued call.
 */
export interface LiveOutbox {
  /** The real vault is open: calls can be queued durably. */
  ready: () => boolean;
  /** Queues the calls, in this order, and asks the outbox to deliver. */
  put: (calls: OutboxCall[]) => Promise<void>;
  /** Once the outbox has had its try: how many of the session's calls wait, and whether the server refused one. */
  settle: (id: string) => Promise<OutboxStatus>;
  /** Removes what waits of the session (it ended: nothing more may be sent). */
  drop: (id: string) => Promise<void>;
  /** Calls `changed` with the session's calls each time the outbox has delivered or tried. */
  watch: (id: string, changed: (status: OutboxStatus) => void) => () => void;
}

export interface OutboxStatus {
  waiting: number;
  refused: boolean;
}

/** What the engine uses from outside; tests give their own. */
export interface LiveDeps {
  now: () => number;
  position: () => Promise<PositionResult>;
  battery: () => Promise<number | null>;
  load: () => Promise<LiveLocationState | null>;
  save: (state: LiveLocationState | null) => Promise<void>;
  frequencySeconds: () => Promise<number>;
  /** The page's origin, for the contact's link. */
  origin: () => string;
  outbox: LiveOutbox;
  /** For the calls sent straight while the vault is locked. */
  fetch?: typeof fetch;
}

export const liveResource = (id: string) => `location:${id}`;

async function sessionEntries(id: string): Promise<OutboxEntry[]> {
  const rows: unknown[] = await getVaultDatabase().outbox.orderBy('seq').toArray();
  return rows.filter(
    (row): row is OutboxEntry =>
      !isCorrupt(row) && (row as OutboxEntry).resource === liveResource(id),
  );
}

async function statusOf(id: string): Promise<OutboxStatus> {
  const entries = await sessionEntries(id);
  return {
    waiting: entries.filter((e) => e.state === 'pending').length,
    refused: entries.some((e) => e.state === 'failed'),
  };
}

export const vaultOutbox: LiveOutbox = {
  ready: () => isVaultOpen() && vaultMode() === 'real',
  async put(calls) {
    const db = getVaultDatabase();
    await db.transaction('rw', db.outbox, async () => {
      for (const call of calls) await enqueue(db, call);
    });
    notifyOutbox();
  },
  async settle(id) {
    await outboxIdle();
    return statusOf(id);
  },
  watch(id, changed) {
    return useSyncState.subscribe(() => {
      if (vaultOutbox.ready()) void statusOf(id).then(changed, () => undefined);
    });
  },
  async drop(id) {
    const entries = await sessionEntries(id);
    await getVaultDatabase().outbox.bulkDelete(entries.map((e) => e.id));
  },
};

const defaultDeps: LiveDeps = {
  now: Date.now,
  position: () => currentPosition(),
  battery: batteryPercent,
  load: async () => (await readMeta('liveLocation')) ?? null,
  save: (state) => writeMeta('liveLocation', state),
  frequencySeconds: async () => (await readEmergencySettings()).locationFrequencySeconds,
  origin: () => location.origin,
  outbox: vaultOutbox,
};

/** The contact's link: the key only in the fragment, which a browser never sends to a server. */
export const followLink = (origin: string, state: Pick<LiveLocationState, 'id' | 'key'>) =>
  `${origin}/follow/${state.id}#${state.key}`;

type Outcome = 'sent' | 'retry' | 'gone';

async function post(path: string, body: unknown, deps: LiveDeps): Promise<Outcome> {
  try {
    await apiRequest('POST', path, body, { fetch: deps.fetch });
    return 'sent';
  } catch (error) {
    // 410: the server ended the session (its end passed); 404/409: it never will take it.
    if (error instanceof ApiError && [404, 409, 410].includes(error.status)) return 'gone';
    return 'retry';
  }
}

async function remove(path: string, deps: LiveDeps): Promise<boolean> {
  try {
    await apiRequest('DELETE', path, undefined, { fetch: deps.fetch });
    return true;
  } catch {
    return false;
  }
}

/**
 * The number of a new position: after the last one, and at least the seconds since the start, so
 * a number used while locked (when it cannot be stored) is never used again after a reload.
 */
export const nextSeq = (state: LiveLocationState, now: number) =>
  Math.max(state.seq + 1, Math.floor((now - state.startedAt) / 1000));

interface Outcomes {
  waiting: number;
  delivered: boolean;
  gone: boolean;
  /** Through the outbox: what it holds of the session now. */
  status?: OutboxStatus;
}

/** A session the server refused, or whose end passed, while the vault was locked: ended at the next unlock. */
let endedWhileLocked: string | null = null;

class Sharing {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** The registration was queued in the outbox (once per run: repeating it is harmless). */
  private queuedRegistration = false;
  /** The registration was sent straight since the last time the vault was open. */
  private directRegistration = false;
  /** Sealed positions not yet in the outbox nor at the server, oldest first. */
  private memory: string[] = [];
  private frequency = 30;
  private busy: Promise<void> = Promise.resolve();
  /** The session's calls the outbox held when last looked at (fewer since: some were delivered). */
  private inOutbox = 0;
  private fixFailed = false;
  private readonly unwatch: () => void;

  constructor(
    private state: LiveLocationState,
    private readonly deps: LiveDeps,
  ) {
    useLiveView.setState({
      ...OFF,
      phase: 'on',
      link: followLink(deps.origin(), state),
      endsAt: state.endsAt,
    });
    this.unwatch = deps.outbox.watch(state.id, (status) => this.noteOutbox(status));
  }

  /** What the outbox says of the session's calls: delivered ones are shown as received. */
  private noteOutbox(status: OutboxStatus): void {
    if (this.stopped) return;
    if (status.refused) {
      void this.tick();
      return;
    }
    const delivered = status.waiting < this.inOutbox;
    this.inOutbox = status.waiting;
    const waiting = status.waiting + this.memory.length;
    useLiveView.setState({
      waiting,
      problem: this.fixFailed ? 'position' : waiting > 0 ? 'server' : null,
      ...(delivered ? { lastSentAt: this.deps.now() } : {}),
    });
  }

  get id(): string {
    return this.state.id;
  }

  start(): Promise<void> {
    return this.tick();
  }

  /** Nothing more is taken or sent (Stop Sharing, the wipe, the end). */
  pause(): void {
    this.stopped = true;
    this.unwatch();
    if (this.timer) clearTimeout(this.timer);
    if (active === this) active = null;
    useLiveView.setState(OFF);
  }

  /** When this run last asked for a fix (its clock), or never. */
  lastFixAt = -Infinity;

  /**
   * One round, then the next after the chosen frequency (read each time: a change applies).
   * `takeFix: false` only moves and sends what waits (an unlock, the tab opening): a second fix
   * taken then would be the same position twice.
   */
  tick(takeFix = true): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    const round = this.busy.then(() => this.round(takeFix));
    this.busy = round.catch((error: unknown) => report('live round failed', error));
    return this.busy;
  }

  private async round(takeFix: boolean): Promise<void> {
    if (this.stopped) return;
    const vaultOpen = this.deps.outbox.ready();
    if (this.state.endsAt !== null && this.deps.now() >= this.state.endsAt) {
      await this.finish(vaultOpen);
      return;
    }
    if (takeFix) this.lastFixAt = this.deps.now();
    const fix = takeFix ? await this.deps.position() : null;
    if (this.stopped) return;
    if (fix) this.fixFailed = !fix.ok;
    if (fix?.ok) {
      const seq = nextSeq(this.state, this.deps.now());
      const battery = await this.deps.battery();
      const sealed = await sealPosition(this.state.key, this.state.id, seq, fix.position, battery);
      this.state = { ...this.state, seq };
      this.memory.push(sealed);
    }
    const outcome = vaultOpen ? await this.throughOutbox() : await this.straight();
    if (this.stopped) return;
    if (outcome.gone) {
      await this.finish(vaultOpen);
      return;
    }
    if (outcome.status) this.noteOutbox(outcome.status);
    else {
      useLiveView.setState({
        waiting: outcome.waiting,
        problem: this.fixFailed ? 'position' : outcome.waiting > 0 ? 'server' : null,
        ...(outcome.delivered ? { lastSentAt: this.deps.now() } : {}),
      });
    }
    if (vaultOpen) {
      this.frequency = await this.deps.frequencySeconds().catch(() => this.frequency);
      if (this.stopped) return;
    }
    this.timer = setTimeout(() => void this.tick(), this.frequency * 1000);
  }

  /**
   * The vault is open: the number is stored before the position leaves (never used twice), what
   * waits in memory moves into the outbox behind what is there, and the outbox delivers in order.
   */
  private async throughOutbox(): Promise<Outcomes> {
    try {
      await this.deps.save(this.state);
      const calls: OutboxCall[] = [];
      const resource = liveResource(this.state.id);
      if (!this.queuedRegistration) {
        const expiresAt = this.state.endsAt ?? this.state.startedAt + SERVER_MAX_MS;
        calls.push({
          method: 'POST',
          path: '/api/location/sessions',
          body: { id: this.state.id, expiresAt: new Date(expiresAt).toISOString() },
          resource,
        });
      }
      for (const sealed of this.memory) {
        calls.push({
          method: 'POST',
          path: `/api/location/sessions/${this.state.id}/positions`,
          body: { sealed },
          resource,
        });
      }
      if (calls.length > 0) await this.deps.outbox.put(calls);
      this.inOutbox += calls.length;
      this.queuedRegistration = true;
      this.memory = [];
    } catch (error) {
      // The vault refused (locked meanwhile, storage full): they wait in memory, in order.
      report('live positions not queued', error);
      return { waiting: this.memory.length, delivered: false, gone: false };
    }
    this.directRegistration = false;
    const status = await this.deps.outbox.settle(this.state.id);
    return { waiting: status.waiting, delivered: false, gone: status.refused, status };
  }

  /** The vault is locked (hidden): what waits in memory goes straight to the server, oldest first. */
  private async straight(): Promise<Outcomes> {
    let delivered = false;
    const done = (outcome: Outcome) => ({
      waiting: this.memory.length,
      delivered,
      gone: outcome === 'gone',
    });
    if (this.memory.length === 0) return done('sent');
    if (!this.directRegistration) {
      const expiresAt = this.state.endsAt ?? this.state.startedAt + SERVER_MAX_MS;
      const outcome = await post(
        '/api/location/sessions',
        { id: this.state.id, expiresAt: new Date(expiresAt).toISOString() },
        this.deps,
      );
      if (outcome !== 'sent') return done(outcome);
      this.directRegistration = true;
    }
    for (;;) {
      const next = this.memory[0];
      if (next === undefined) return done('sent');
      const outcome = await post(
        `/api/location/sessions/${this.state.id}/positions`,
        { sealed: next },
        this.deps,
      );
      if (outcome !== 'sent') return done(outcome);
      this.memory.shift();
      delivered = true;
    }
  }

  /** Its end came or the server refused it: ended now, and in the vault at once or at the next unlock. */
  private async finish(vaultOpen: boolean): Promise<void> {
    if (vaultOpen) {
      await endSharing(this.deps);
      return;
    }
    this.pause();
    endedWhileLocked = this.state.id;
    await remove(`/api/location/sessions/${this.state.id}`, this.deps);
  }
}

let active: Sharing | null = null;

/** Starts a new session (ending any other); resolves once its first position was taken and tried. */
export async function startSharing(
  duration: LiveDuration,
  deps: LiveDeps = defaultDeps,
): Promise<void> {
  if (active) await endSharing(deps);
  const { id, key } = newLiveSecrets();
  const now = deps.now();
  const span = DURATION_MS[duration];
  const state: LiveLocationState = {
    id,
    key,
    startedAt: now,
    endsAt: span === null ? null : now + span,
    seq: 0,
    ending: false,
  };
  await deps.save(state);
  active = new Sharing(state, deps);
  await active.start();
}

/**
 * Stop Sharing, or the chosen end: nothing more is sent and the server deletes the session. Until
 * it has confirmed, the vault keeps the id (not the key's use) and the next unlock asks again.
 */
export async function endSharing(deps: LiveDeps = defaultDeps): Promise<boolean> {
  const running = active;
  running?.pause();
  const state = await deps.load();
  if (!state) return true;
  const ending = { ...state, ending: true };
  await deps.save(ending);
  // What still waits in the outbox of this session is never sent.
  await deps.outbox.drop(state.id).catch((error: unknown) => report('live drop failed', error));
  useLiveView.setState({ ...OFF, phase: 'ending' });
  const done = await remove(`/api/location/sessions/${state.id}`, deps);
  if (done) await deps.save(null);
  useLiveView.setState(done ? OFF : { ...OFF, phase: 'ending', problem: 'server' });
  return done;
}

/**
 * At a real unlock: a session still running (hidden, not reloaded) moves what waits in memory to
 * the outbox now; one left by a reload starts again; one ended offline or while locked is ended.
 */
export function resumeSharing(deps: LiveDeps = defaultDeps, atUnlock = false): Promise<void> {
  // The unlock and the Emergency tab both ask: one resume at a time, or two runs would number
  // their positions alike and the contact's page would refuse the second's.
  resuming ??= resume(deps, atUnlock).finally(() => (resuming = null));
  return resuming;
}

let resuming: Promise<void> | null = null;
/** A fix younger than this is not asked for again when sharing resumes. */
const FRESH_FIX_MS = 5_000;

async function resume(deps: LiveDeps, atUnlock: boolean): Promise<void> {
  if (active) {
    // Back at the interface (a real unlock): a fresh position. The Emergency tab opening comes
    // here too, a moment later: no second fix then, unless the last one is old.
    void active.tick(atUnlock || deps.now() - active.lastFixAt > FRESH_FIX_MS);
    return;
  }
  const state = await deps.load();
  if (!state) return;
  const endedLocked = state.id === endedWhileLocked;
  if (endedLocked || state.ending || (state.endsAt !== null && deps.now() >= state.endsAt)) {
    await endSharing(deps);
    return;
  }
  active = new Sharing(state, deps);
  void active.start();
}

setLivePause(() => active?.pause());

/** Tests: the current run's next round, now. */
export const __liveTick = () => active?.tick();

/** Tests: what a reload does to the running session (memory gone, the vault as it was). */
export function __forgetLive(): void {
  const running = active;
  active = null;
  running?.pause();
}
