import { holdScreenAwake } from '../../../platform/device/wakeLock';
import { showToast } from '../../../ui/toast/toastStore';
import { readEssentials, updateEssentials } from '../../../vault/locked';
import { raiseCheckInAlarm } from '../alerts/locked';
import { inDecoy, useCheckIn } from './checkInTimer';
import { triggerPanic } from '../alarm/panic';
import { report } from '../../../platform/report';
import { isPageVisible, onVisibilityChange } from '../../../platform/page/visibility';

/**
 * Fires the check-in alarm when the deadline passes, whatever is on screen (also the locked
 * calculator). Started at app start (startup.ts) and by the card. Browsers throttle or freeze
 * timers in background tabs and while the phone sleeps, so besides a timer aimed at the deadline it
 * re-checks every 15 s and whenever the page becomes visible again; a deadline that passed while
 * the app was closed fires as soon as it starts. It fires once: the deadline is cleared first.
 */
export const RECHECK_MS = 15_000;
/** setTimeout's longest delay; longer waits are re-aimed by the periodic check. */
const MAX_DELAY_MS = 2_147_483_647;

let started: Promise<void> | null = null;
let deadlineTimer: ReturnType<typeof setTimeout> | undefined;
let recheckTimer: ReturnType<typeof setInterval> | undefined;
let releaseWakeLock: (() => void) | null = null;
let stopWatching: (() => void) | null = null;

export function startCheckInWatcher(): Promise<void> {
  started ??= start();
  return started;
}

async function start(): Promise<void> {
  const stored = await readEssentials().catch(() => null);
  // A timer started or cancelled in this session while the read was running wins.
  useCheckIn.setState((s) =>
    s.loaded ? s : { deadline: stored?.checkInDeadline ?? null, loaded: true },
  );
  const unsubscribe = useCheckIn.subscribe((state, previous) => {
    if (state.deadline !== previous.deadline) aim(state.deadline);
  });
  const onVisible = () => {
    if (isPageVisible()) void checkCheckIn();
  };
  const stopListening = onVisibilityChange(onVisible);
  recheckTimer = setInterval(() => void checkCheckIn(), RECHECK_MS);
  stopWatching = () => {
    unsubscribe();
    stopListening();
  };
  aim(useCheckIn.getState().deadline);
  // A deadline that passed while the app was closed fires now, not after a timer.
  await checkCheckIn();
}

/** Aims the timer at the deadline and keeps the screen awake while one is set. */
function aim(deadline: number | null): void {
  clearTimeout(deadlineTimer);
  if (deadline === null) {
    releaseWakeLock?.();
    releaseWakeLock = null;
    useCheckIn.setState({ wakeLock: 'off' });
    return;
  }
  releaseWakeLock ??= holdScreenAwake((wakeLock) => useCheckIn.setState({ wakeLock }));
  const delay = Math.min(Math.max(0, deadline - Date.now()), MAX_DELAY_MS);
  deadlineTimer = setTimeout(() => {
    // A timer may run a moment early on some clocks: aim again rather than wait 15 s.
    void checkCheckIn().then((fired) => {
      // Not when it is merely held back (the decoy is open): the periodic check takes over.
      if (!fired && useCheckIn.getState().deadline === deadline && deadline > Date.now())
        aim(deadline);
    });
  }, delay);
}

/**
 * Fires the alarm if the deadline has passed. Resolves true when it fired. While the decoy is open
 * only the decoy's own timer can fire (its sheet shows the decoy's contacts); the real deadline is
 * held back until the decoy is locked, so no alarm the coercer did not set appears in front of
 * them (the duress code has already raised the silent alarm), and the decoy writes nothing.
 */
export async function checkCheckIn(now: number = Date.now()): Promise<boolean> {
  if (inDecoy()) {
    const { decoyDeadline } = useCheckIn.getState();
    if (decoyDeadline === null || decoyDeadline > now) return false;
    useCheckIn.setState({ decoyDeadline: null });
    void triggerPanic('check-in');
    void announceExpiry();
    return true;
  }
  const { deadline } = useCheckIn.getState();
  if (deadline === null || deadline > now) return false;
  // Cleared in memory at once (so no other check fires too), then on the device.
  useCheckIn.setState({ deadline: null });
  try {
    await updateEssentials({ checkInDeadline: null });
  } catch (error) {
    report('timer not cleared', error);
  }
  // The server's alarm carries the deadline's id: one alarm with the one the server raises itself.
  void raiseCheckInAlarm(deadline).catch(() => undefined);
  void triggerPanic('check-in');
  void announceExpiry();
  return true;
}

async function announceExpiry(): Promise<void> {
  try {
    const { initI18n } = await import('../../../i18n');
    const t = (await initI18n()).getFixedT(null, 'sos');
    showToast({
      title: t('checkIn.expiredTitle'),
      description: t('checkIn.expiredMessage'),
      variant: 'destructive',
      duration: 60_000,
    });
  } catch (error) {
    report('notice failed', error);
  }
}

/** Tests only: forget the running watcher. */
export function resetCheckInWatcher(): void {
  stopWatching?.();
  stopWatching = null;
  clearTimeout(deadlineTimer);
  clearInterval(recheckTimer);
  releaseWakeLock?.();
  releaseWakeLock = null;
  started = null;
}
