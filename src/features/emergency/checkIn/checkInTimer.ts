import { useEffect, useState } from 'react';
import { create } from 'zustand';
import type { WakeLockState } from '../../../platform/device/wakeLock';
import { updateEssentials } from '../../../vault/locked';
import { openVaultMode, onLock } from '../../../session';
import { holdDeadline, withdrawDeadline } from '../alerts/locked';

/**
 * The check-in timer (spec §4): 15, 30 or 60 minutes; at zero the SOS alert opens. The deadline is
 * kept in the SOS essentials (device-key sealed, writable while locked), so a reload or a closed tab
 * does not lose it; this store mirrors it for the card and the watcher (checkInWatcher.ts). With
 * server alerts on, the server holds it too (./alerts/deadline.ts) and alerts the contacts itself
 * if it passes unheard, even with this phone off.
 *
 * The decoy never sees or changes that deadline: it has a timer of its own, in memory only (a
 * fresh installation's empty state), forgotten at lock, and it never writes the essentials.
 */
export const CHECK_IN_MINUTES = [15, 30, 60] as const;
export type CheckInMinutes = (typeof CHECK_IN_MINUTES)[number];

interface CheckInState {
  /** When the real timer runs out (ms since epoch), or null when no timer runs. */
  deadline: number | null;
  /** The decoy's own timer while the decoy is open (never stored), or null. */
  decoyDeadline: number | null;
  /** Whether the stored deadline was read (or this session set one). */
  loaded: boolean;
  /** Whether the screen is kept awake while the timer runs ('off' when no timer runs). */
  wakeLock: WakeLockState | 'off';
}

export const useCheckIn = create<CheckInState>(() => ({
  deadline: null,
  decoyDeadline: null,
  loaded: false,
  wakeLock: 'off',
}));

onLock(() => useCheckIn.setState({ decoyDeadline: null }));

/** Whether the decoy is open: its card shows and changes only its own timer. */
export function inDecoy(): boolean {
  return openVaultMode() === 'decoy';
}

/** The deadline the card shows: the decoy's own while the decoy is open, else the real one. */
export function useShownDeadline(): number | null {
  return useCheckIn((s) => (inDecoy() ? s.decoyDeadline : s.deadline));
}

/** Starts (or restarts) the timer. Rejects when it could not be saved; it still runs in memory. */
export async function startCheckIn(
  minutes: CheckInMinutes,
  now: number = Date.now(),
): Promise<void> {
  const deadline = now + minutes * 60_000;
  if (inDecoy()) {
    useCheckIn.setState({ decoyDeadline: deadline });
    return;
  }
  useCheckIn.setState({ deadline, loaded: true });
  // With server alerts on, the server holds it too (even if this device cannot store it).
  void holdDeadline(deadline, now).catch(() => undefined);
  await updateEssentials({ checkInDeadline: deadline });
}

/** Stops the timer ("I'm Safe", "Cancel Timer"). */
export async function cancelCheckIn(): Promise<void> {
  if (inDecoy()) {
    useCheckIn.setState({ decoyDeadline: null });
    return;
  }
  useCheckIn.setState({ deadline: null, loaded: true });
  void withdrawDeadline().catch(() => undefined);
  await updateEssentials({ checkInDeadline: null });
}

/** "14:59" (or "1:00:00"): rounded up, so the display reaches 0:00 exactly at the deadline. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** The current time, ticking every second while `active` (countdowns). */
export function useNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
