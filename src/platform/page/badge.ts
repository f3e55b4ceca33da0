/**
 * The installed app's icon badge (Badging API). Clearing it hides a count that could draw a
 * watcher's attention. Browsers without the API, or an app that is not installed, do nothing.
 */
export async function clearAppBadge(): Promise<void> {
  if (typeof navigator === 'undefined' || !('clearAppBadge' in navigator)) return;
  try {
    await navigator.clearAppBadge();
  } catch {
    // Not allowed here (e.g. not installed): there is no badge to clear.
  }
}
