/**
 * The 5-tap trigger's counter (spec §4, §9): each tap counts, 2 s without a tap resets it to 0, and
 * the fifth tap fires and resets it at once, so one series of taps can fire only once.
 */
export const TAPS_TO_FIRE = 5;
export const TAP_RESET_MS = 2000;

export interface TapCounter {
  tap: () => void;
  reset: () => void;
  /** Clears the pending reset timer (the tap area unmounted). */
  dispose: () => void;
}

export function createTapCounter(options: {
  onCount: (count: number) => void;
  onFire: () => void;
  target?: number;
  resetAfterMs?: number;
}): TapCounter {
  const target = options.target ?? TAPS_TO_FIRE;
  const resetAfterMs = options.resetAfterMs ?? TAP_RESET_MS;
  let count = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const reset = () => {
    clearTimer();
    count = 0;
    options.onCount(0);
  };

  return {
    tap() {
      clearTimer();
      count += 1;
      if (count >= target) {
        options.onCount(target);
        count = 0;
        options.onFire();
        // The full counter stays visible for a moment, then reads 0 again.
        timer = setTimeout(reset, resetAfterMs);
        return;
      }
      options.onCount(count);
      timer = setTimeout(reset, resetAfterMs);
    },
    reset,
    dispose: clearTimer,
  };
}
