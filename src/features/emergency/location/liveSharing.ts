/**
 * Live location sharing on the phone (issue 26): one session at a time. Starting makes a session
 * id and key (kept only in the vault's meta), registers the id with the server, and then every
 * `locationFrequencySeconds` takes a fresh fix (high accuracy, 5 s timeout, no cached position),
 * seals it (./liveCrypto.ts) and sends it. Sealed positions that cannot go yet wait in memory, in
 * order, and go first at the next tick. Sharing ends at its chosen end, by Stop Sharing, or when
 * the server says the session is gone; it pauses at the lock (the key is not in memory while
 * locked) and resumes at the next real unlock.
 */
import { create } from 'zustand';
import { ApiError, apiRequest } from '../../../sync';
import { batteryPercent } from '../../../platform/device/battery';
import { currentPosition, type PositionResult } from '../../../platform/device/geolocation';
import { report } from '../../../platform/report';
import { readMeta, writeMeta, type LiveLocationState } from '../../../vault';
import { onLock } from '../../../session';
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
  fetch?: typeof fetch;
}

const defaultDeps: LiveDeps = {
  now: Date.now,
  position: () => currentPosition(),
  battery: batteryPercent,
  load: async () => (await readMeta('liveLocation')) ?? null,
  save: (state) => writeMeta('liveLocation', state),
  frequencySeconds: async () => (await readEmergencySettings()).locationFrequencySeconds,
  origin: () => location.origin,
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

class Sharing {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private registered = false;
  private queue: string[] = [];
  private busy: Promise<void> = Promise.resolve();
  private readonly offLock: () => void;

  constructor(
    private state: LiveLocationState,
    private readonly deps: LiveDeps,
  ) {
    this.offLock = onLock(() => this.pause());
    useLiveView.setState({
      ...OFF,
      phase: 'on',
      link: followLink(deps.origin(), state),
      endsAt: state.endsAt,
    });
  }

  get id(): string {
    return this.state.id;
  }

  start(): Promise<void> {
    return this.tick();
  }

  /** The lock: nothing more is taken or sent until the next real unlock resumes. */
  pause(): void {
    this.stopped = true;
    this.offLock();
    if (this.timer) clearTimeout(this.timer);
    if (active === this) active = null;
    useLiveView.setState(OFF);
  }

  /** One round, then the next after the chosen frequency (read each time: a change applies). */
  tick(): Promise<void> {
    const round = this.busy.then(() => this.round());
    this.busy = round.catch((error: unknown) => report('live round failed', error));
    return this.busy;
  }

  private async round(): Promise<void> {
    if (this.stopped) return;
    if (this.state.endsAt !== null && this.deps.now() >= this.state.endsAt) {
      await endSharing(this.deps);
      return;
    }
    const fix = await this.deps.position();
    if (this.stopped) return;
    if (fix.ok) {
      const seq = this.state.seq + 1;
      const battery = await this.deps.battery();
      const sealed = await sealPosition(this.state.key, this.state.id, seq, fix.position, battery);
      // The number is stored before the position leaves: a number is never used twice.
      this.state = { ...this.state, seq };
      await this.deps.save(this.state);
      this.queue.push(sealed);
    }
    const sent = await this.flush();
    if (this.stopped) return;
    if (sent === 'gone') {
      await endSharing(this.deps);
      return;
    }
    useLiveView.setState({
      waiting: this.queue.length,
      problem: !fix.ok ? 'position' : sent === 'retry' ? 'server' : null,
    });
    const seconds = await this.deps.frequencySeconds().catch(() => 30);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), seconds * 1000);
  }

  /** Registers the session if needed, then sends what waits, oldest first. */
  private async flush(): Promise<Outcome> {
    if (!this.registered) {
      const expiresAt = this.state.endsAt ?? this.state.startedAt + SERVER_MAX_MS;
      const outcome = await post(
        '/api/location/sessions',
        { id: this.state.id, expiresAt: new Date(expiresAt).toISOString() },
        this.deps,
      );
      if (outcome !== 'sent') return outcome;
      this.registered = true;
    }
    for (;;) {
      const next = this.queue[0];
      if (next === undefined) return 'sent';
      const outcome = await post(
        `/api/location/sessions/${this.state.id}/positions`,
        { sealed: next },
        this.deps,
      );
      if (outcome !== 'sent') return outcome;
      this.queue.shift();
      useLiveView.setState({ lastSentAt: this.deps.now(), waiting: this.queue.length });
    }
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
  useLiveView.setState({ ...OFF, phase: 'ending' });
  const done = await remove(`/api/location/sessions/${state.id}`, deps);
  if (done) await deps.save(null);
  useLiveView.setState(done ? OFF : { ...OFF, phase: 'ending', problem: 'server' });
  return done;
}

/** At a real unlock: a session still running goes on; one ended offline is ended on the server. */
export async function resumeSharing(deps: LiveDeps = defaultDeps): Promise<void> {
  if (active) return;
  const state = await deps.load();
  if (!state) return;
  if (state.ending || (state.endsAt !== null && deps.now() >= state.endsAt)) {
    await endSharing(deps);
    return;
  }
  active = new Sharing(state, deps);
  active.start();
}

setLivePause(() => active?.pause());

/** Tests: the current run's next round, now. */
export const __liveTick = () => active?.tick();
