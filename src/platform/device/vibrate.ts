/**
 * Vibration, and the user activation it (and opening an app from a link) depends on.
 *
 * Browsers allow a vibration, or handing an sms: link to an app from script, only shortly after the
 * user tapped or typed ("transient activation"): Chrome ignores navigator.vibrate otherwise, Chrome
 * on Android blocks a scripted app link, and headless Chromium can stall the page on one.
 */

/** Whether the user interacted with the page in the last few seconds. Unknown counts as yes. */
export function hasUserActivation(): boolean {
  if (typeof navigator === 'undefined') return false;
  // Missing before Safari 16.4 and Firefox 120, whatever the types say.
  const activation: { isActive: boolean } | undefined = navigator.userActivation;
  return activation ? activation.isActive : true;
}

/**
 * A short vibration, where the device has a motor and the browser allows it (iOS Safari has no
 * vibration at all). Returns whether the browser accepted it.
 */
export function vibrate(pattern: number | number[]): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return false;
  if (!hasUserActivation()) return false;
  try {
    return navigator.vibrate(pattern);
  } catch {
    return false;
  }
}
