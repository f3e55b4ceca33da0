import type { MetaValues } from '../../vault';

/** The suggestion to choose one's own code shows on at most one unlock in this time. */
export const SUGGEST_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether this unlock shows the one-line suggestion to replace 77777: never once a code of one's
 * own is set, otherwise when it has not been shown in the last day (a clock set back counts as a
 * day gone, so the nudge is never lost).
 */
export function shouldSuggestOwnCode(
  stored: MetaValues['setup'] | undefined,
  now: number,
): boolean {
  if (stored?.done) return false;
  const last = stored?.suggestedAt;
  if (last === undefined) return true;
  const since = now - last;
  return since < 0 || since >= SUGGEST_EVERY_MS;
}
