import { useEffect, useState } from 'react';
import { create } from 'zustand';
import type { WakeLockState } from '../../platform/wakeLock';
import { updateEssentials } from '../../vault/essentials';

/**
 * The check-in timer (spec §4): 15, 30 or 60 minutes; at zero the SOS alert opens. The deadline is
 * kept in the SOS essentials (device-key sealed, writable while locked), so a reload or a closed tab
 * does not lose it; this store mirrors it for the card and the watcher (checkInWatcher.ts).
 */
export const CHECK_IN_MINUTES = [15, 30, 60] as const;
export type CheckInMinutes = (typeof CHECK_IN_MINUTES)[number];

interface CheckInState {
  /** When the timer runs out (ms since epoch), or null when no timer runs. */
  deadline: number | null;
  /** Whether the stored deadline was read (or this session set one). */
  loaded: boolean;
  /** Whether the screen is kept awake while the timer runs ('off' when no timer runs). */
  wakeLock: WakeLockState | 'off';
}

export const useCheckIn = create<CheckInState>(() => ({
  deadline: null,
  loaded: false,
  wakeLock: 'off',
}));

/** Starts (or restarts) the timer. Rejects when it could not be saved; it still runs in memory. */
export async function startCheckIn(
  minutes: CheckInMinutes,
  now: number = Date.now(),
): Promise<void> {
  const deadline = now + minutes * 60_000;
  useCheckIn.setState({ deadline, loaded: true });
  await updateEssentials({ checkInDeadline: deadline });
}

/** Stops the timer ("I'm Safe", "Cancel Timer"). */
export async function cancelCheckIn(): Promise<void> {
  useCheckIn.setState({ deadline: null, loaded: true });
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
