import { useEffect } from 'react';
import { useSession } from '../session';
import { onWindow } from '../platform/page/page';

export const IDLE_LOCK_MS = 5 * 60 * 1000;
export const IDLE_CHECK_MS = 30 * 1000;

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Stealth auto-activation (spec §4): after 5 minutes without input, checked every 30 s, the
 * interface locks and the calculator comes back.
 */
export function useIdleLock(active: boolean, idleMs = IDLE_LOCK_MS, checkMs = IDLE_CHECK_MS): void {
  const lock = useSession((s) => s.lock);
  useEffect(() => {
    if (!active) return;
    let lastInput = Date.now();
    const touch = () => {
      lastInput = Date.now();
    };
    const stops = ACTIVITY_EVENTS.map((name) =>
      onWindow(name, touch, { passive: true, capture: true }),
    );
    const timer = setInterval(() => {
      if (Date.now() - lastInput >= idleMs) lock();
    }, checkMs);
    return () => {
      clearInterval(timer);
      for (const stop of stops) stop();
    };
  }, [active, idleMs, checkMs, lock]);
}
