import { currentPosition, type PositionResult } from '../../../platform/device/geolocation';

/**
 * One fresh fix for one alert. The panic action asks for the position before the sheet has even
 * loaded, and the sheet asks again when it opens: within a few seconds both get the same request,
 * so the user sees one permission prompt and the first message waits for one fix, never a
 * cached one (currentPosition: high accuracy, 5 s timeout, maximumAge 0).
 */
const SHARE_MS = 10_000;

let pending: { promise: Promise<PositionResult>; startedAt: number } | null = null;

export function requestSosPosition(
  options: { fresh?: boolean; now?: number } = {},
): Promise<PositionResult> {
  const now = options.now ?? Date.now();
  if (!options.fresh && pending && now - pending.startedAt < SHARE_MS) return pending.promise;
  const promise = currentPosition();
  pending = { promise, startedAt: now };
  return promise;
}

/** Tests only. */
export function forgetSosPosition(): void {
  pending = null;
}
