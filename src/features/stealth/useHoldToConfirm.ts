import { useCallback, useEffect, useRef, useState } from 'react';

export type HoldPhase = 'idle' | 'holding' | 'tooShort' | 'done';

const TICK_MS = 50;

/**
 * Press-and-hold confirmation: `start` on press, `release` on let go. Holding for `durationMs`
 * calls `onComplete` once (with `reset`, to start over if the action fails); letting go earlier
 * cancels (phase "tooShort"). `progress` goes 0 → 1.
 */
export function useHoldToConfirm(durationMs: number, onComplete: (reset: () => void) => void) {
  const [phase, setPhase] = useState<HoldPhase>('idle');
  const [progress, setProgress] = useState(0);
  const holding = useRef(false);
  const timers = useRef<{
    done?: ReturnType<typeof setTimeout>;
    tick?: ReturnType<typeof setInterval>;
  }>({});
  const complete = useRef(onComplete);
  useEffect(() => {
    complete.current = onComplete;
  }, [onComplete]);

  const stopTimers = useCallback(() => {
    clearTimeout(timers.current.done);
    clearInterval(timers.current.tick);
    timers.current = {};
  }, []);

  /** Back to the start, e.g. after the confirmed action failed. */
  const reset = useCallback(() => {
    holding.current = false;
    stopTimers();
    setProgress(0);
    setPhase('idle');
  }, [stopTimers]);

  const start = useCallback(() => {
    if (holding.current) return;
    holding.current = true;
    const startedAt = Date.now();
    setPhase('holding');
    setProgress(0);
    timers.current = {
      tick: setInterval(
        () => setProgress(Math.min(1, (Date.now() - startedAt) / durationMs)),
        TICK_MS,
      ),
      done: setTimeout(() => {
        stopTimers();
        holding.current = false;
        setProgress(1);
        setPhase('done');
        complete.current(reset);
      }, durationMs),
    };
  }, [durationMs, stopTimers, reset]);

  const release = useCallback(() => {
    if (!holding.current) return;
    holding.current = false;
    stopTimers();
    setProgress(0);
    setPhase('tooShort');
  }, [stopTimers]);

  useEffect(() => stopTimers, [stopTimers]);

  return { phase, progress, start, release, reset };
}
