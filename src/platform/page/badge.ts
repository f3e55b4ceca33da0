import { adapterSlot } from '../adapter';

/**
 * The installed app's icon badge (Badging API). Clearing it hides a count that could draw a
 * watcher's attention. Browsers without the API, or an app that is not installed, do nothing.
 */
async function browserClearAppBadge(): Promise<void> {
  if (typeof navigator === 'undefined' || !('clearAppBadge' in navigator)) return;
  try {
    await navigator.clearAppBadge();
  } catch {
    // Not allowed here (e.g. not installed): there is no badge to clear.
  }
}

/** What the app asks of the badge; the fake is badge.test-support.ts. */
export interface BadgeAdapter {
  clearAppBadge(): Promise<void>;
}

export const browserBadge = { clearAppBadge: browserClearAppBadge } satisfies BadgeAdapter;

export const badgeSlot = adapterSlot<BadgeAdapter>(browserBadge);

export const clearAppBadge = (): Promise<void> => badgeSlot.current().clearAppBadge();
