/**
 * Test support for the outbox (imported by tests only; the vault's is in
 * src/vault/vault.test-support.ts): a virtual clock whose timers fire only when a test advances
 * it, and a seeded random source.
 */

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FakeClock {
  now: () => number;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** Moves time forward and fires every timer now due, in order. */
  advance: (ms: number) => void;
  /** When the next timer fires, or null. */
  nextTimerAt: () => number | null;
}

export function createFakeClock(start = Date.now()): FakeClock {
  let time = start;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: FakeClock = {
    now: () => time,
    setTimer: (callback, ms) => {
      const handle = nextHandle++;
      timers.set(handle, { at: time + Math.max(0, ms), callback });
      return handle;
    },
    clearTimer: (handle) => void timers.delete(handle as number),
    advance: (ms) => {
      time += ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= time)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) return;
        timers.delete(due[0]);
        due[1].callback();
      }
    },
    nextTimerAt: () => {
      const times = [...timers.values()].map((t) => t.at);
      return times.length === 0 ? null : Math.min(...times);
    },
  };
  return clock;
}
