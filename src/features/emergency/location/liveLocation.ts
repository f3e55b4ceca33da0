/**
 * Live location (spec §4 "Live location sharing"): while sharing is on, the position is followed
 * with watchPosition and a fix is taken at most every `locationFrequencySeconds`. A web app cannot
 * send anything to contacts by itself, so "sharing" means the latest fix is ready to go: the user
 * sends it from their own messaging app (an sms: link with the text filled in).
 */
import { useEffect, useState } from 'react';
import { watchPosition, type Position } from '../../../platform/device/geolocation';
import { onLock } from '../../../session';
import { report } from '../../../platform/report';

export type { Position };

export interface LiveLocationOptions {
  frequencySeconds: number;
  onFix: (position: Position) => void;
  now?: () => number;
}

/**
 * Follows the position, handing on at most one fix per `frequencySeconds`: a fix that comes early
 * waits (the newest one wins) until the interval is up, so a still phone is not left stale. Errors
 * while tracking are logged only (spec §8). Stops on stop(), and on lock.
 */
export function startLiveLocation({
  frequencySeconds,
  onFix,
  now = Date.now,
}: LiveLocationOptions): () => void {
  const interval = Math.max(1, frequencySeconds) * 1000;
  let lastTaken: number | null = null;
  let pending: Position | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const take = (position: Position) => {
    lastTaken = now();
    pending = null;
    onFix(position);
  };

  const stopWatch = watchPosition(
    (position) => {
      if (stopped) return;
      const wait = lastTaken === null ? 0 : lastTaken + interval - now();
      if (wait <= 0) {
        take(position);
        return;
      }
      pending = position;
      timer ??= setTimeout(() => {
        timer = null;
        if (!stopped && pending) take(pending);
      }, wait);
    },
    (reason) => {
      if (!stopped) report('no position', reason);
    },
    { highAccuracy: true },
  );

  function stop(): void {
    if (stopped) return;
    stopped = true;
    if (timer) clearTimeout(timer);
    stopWatch();
    offLock();
  }
  const offLock = onLock(stop);
  return stop;
}

/** The latest fix while `enabled`; stops when disabled, on unmount and on lock. */
export function useLiveLocation(enabled: boolean, frequencySeconds: number): Position | null {
  const [fix, setFix] = useState<Position | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const stop = startLiveLocation({ frequencySeconds, onFix: setFix });
    return () => {
      stop();
      setFix(null);
    };
  }, [enabled, frequencySeconds]);
  return fix;
}

/** A Google Maps link to the fix (spec §4). */
export function mapsLink(position: Pick<Position, 'lat' | 'lng'>): string {
  return `https://maps.google.com/?q=${position.lat.toFixed(6)},${position.lng.toFixed(6)}`;
}

/** "12 s ago" style parts: the age of a fix in whole seconds or minutes. */
export function fixAge(
  timestamp: number,
  now: number,
): { unit: 'seconds' | 'minutes'; count: number } {
  const seconds = Math.max(0, Math.floor((now - timestamp) / 1000));
  return seconds < 60
    ? { unit: 'seconds', count: seconds }
    : { unit: 'minutes', count: Math.floor(seconds / 60) };
}
