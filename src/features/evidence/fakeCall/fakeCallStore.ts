import { create } from 'zustand';
import { startRingtone } from '../../../platform/media/ringtone';
import { vibrate } from '../../../platform/device/vibrate';
import { onLock } from '../../../session';

/**
 * The fake call (spec §4 Fake call, §9): incoming (ringing), then active after Accept, closed on
 * Decline or End. Started from the secret evidence panel it closes itself 30 s after it began, so
 * the user has a reason to step away and the screen does not stay on a call that never ends.
 */
export const SECRET_PANEL_CALL_MS = 30_000;

type Phase = 'idle' | 'incoming' | 'active';

interface FakeCallState {
  phase: Phase;
  /** When the call was accepted (the timer counts from here). */
  acceptedAt: number;
}

export const useFakeCall = create<FakeCallState>(() => ({ phase: 'idle', acceptedAt: 0 }));

let stopRinging: (() => void) | null = null;
let autoClose: ReturnType<typeof setTimeout> | null = null;

function silence(): void {
  stopRinging?.();
  stopRinging = null;
}

/** Starts ringing; `autoCloseMs` (the secret panel's 30 s) ends the call whatever its phase. */
export function startFakeCall(options: { autoCloseMs?: number } = {}): void {
  endFakeCall();
  useFakeCall.setState({ phase: 'incoming', acceptedAt: 0 });
  stopRinging = startRingtone();
  if (options.autoCloseMs !== undefined) autoClose = setTimeout(endFakeCall, options.autoCloseMs);
}

export function acceptFakeCall(): void {
  if (useFakeCall.getState().phase !== 'incoming') return;
  silence();
  vibrate(200);
  useFakeCall.setState({ phase: 'active', acceptedAt: Date.now() });
}

/** Decline, End Call, the 30 s, and the lock all end here. */
export function endFakeCall(): void {
  silence();
  if (autoClose) clearTimeout(autoClose);
  autoClose = null;
  if (useFakeCall.getState().phase !== 'idle')
    useFakeCall.setState({ phase: 'idle', acceptedAt: 0 });
}

// Hiding the interface must not leave a ringtone playing over the calculator.
onLock(endFakeCall);
