import { adapterSlot } from '../adapter';

/**
 * Screen Wake Lock: keeps the screen on while something must keep running (the check-in timer).
 * Browsers drop the lock whenever the page is hidden, so it is asked for again each time the page
 * becomes visible. Where there is no Wake Lock API (older iOS, Firefox on some systems) or the
 * browser refuses (battery saver), the caller is told, so the UI can say so.
 */
export type WakeLockState = 'held' | 'unsupported' | 'refused';

function browserSupportsWakeLock(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator && !!navigator.wakeLock;
}

function browserHoldScreenAwake(onChange?: (state: WakeLockState) => void): () => void {
  if (!browserSupportsWakeLock()) {
    onChange?.('unsupported');
    return () => undefined;
  }
  let active = true;
  let sentinel: WakeLockSentinel | null = null;

  const acquire = async () => {
    if (!active || document.visibilityState !== 'visible') return;
    if (sentinel && !sentinel.released) return;
    try {
      const next = await navigator.wakeLock.request('screen');
      if (!active) {
        void next.release().catch(() => undefined);
        return;
      }
      sentinel = next;
      onChange?.('held');
    } catch {
      if (active) onChange?.('refused');
    }
  };
  const onVisibility = () => void acquire();

  document.addEventListener('visibilitychange', onVisibility);
  void acquire();
  return () => {
    active = false;
    document.removeEventListener('visibilitychange', onVisibility);
    const held = sentinel;
    sentinel = null;
    if (held && !held.released) void held.release().catch(() => undefined);
  };
}

/** What the app asks of the wake lock; the fake is wakeLock.test-support.ts. */
export interface WakeLockAdapter {
  supportsWakeLock(): boolean;
  /**
   * Holds the screen awake until the returned function is called; `onChange` hears 'held' each
   * time the lock is (re)taken, or why there is none.
   */
  holdScreenAwake(onChange?: (state: WakeLockState) => void): () => void;
}

export const browserWakeLock = {
  supportsWakeLock: browserSupportsWakeLock,
  holdScreenAwake: browserHoldScreenAwake,
} satisfies WakeLockAdapter;

export const wakeLockSlot = adapterSlot<WakeLockAdapter>(browserWakeLock);

export const supportsWakeLock = (): boolean => wakeLockSlot.current().supportsWakeLock();
export const holdScreenAwake = (onChange?: (state: WakeLockState) => void): (() => void) =>
  wakeLockSlot.current().holdScreenAwake(onChange);
