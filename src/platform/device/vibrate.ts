import { adapterSlot } from '../adapter';

/**
 * Vibration, and the user activation it (and opening an app from a link) depends on.
 *
 * Browsers allow a vibration, or handing an sms: link to an app from script, only shortly after the
 * user tapped or typed ("transient activation"): Chrome ignores navigator.vibrate otherwise, Chrome
 * on Android blocks a scripted app link, and headless Chromium can stall the page on one.
 * The fake is vibrate.test-support.ts.
 */
export interface VibrationAdapter {
  /** Whether the user interacted with the page in the last few seconds. Unknown counts as yes. */
  hasUserActivation(): boolean;
  /**
   * A short vibration, where the device has a motor and the browser allows it (iOS Safari has no
   * vibration at all). Returns whether the browser accepted it.
   */
  vibrate(pattern: number | number[]): boolean;
}

function browserHasUserActivation(): boolean {
  if (typeof navigator === 'undefined') return false;
  // Missing before Safari 16.4 and Firefox 120, whatever the types say.
  const activation: { isActive: boolean } | undefined = navigator.userActivation;
  return activation ? activation.isActive : true;
}

export const browserVibration = {
  hasUserActivation: browserHasUserActivation,
  vibrate(pattern: number | number[]): boolean {
    if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return false;
    if (!browserHasUserActivation()) return false;
    try {
      return navigator.vibrate(pattern);
    } catch {
      return false;
    }
  },
} satisfies VibrationAdapter;

export const vibrationSlot = adapterSlot<VibrationAdapter>(browserVibration);

export const hasUserActivation = (): boolean => vibrationSlot.current().hasUserActivation();
export const vibrate = (pattern: number | number[]): boolean =>
  vibrationSlot.current().vibrate(pattern);
