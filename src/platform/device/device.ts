/** Phones get tel: links; other devices are told to dial from a phone (spec §7 Calling). */
export function isPhone(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return /iPhone|Android/i.test(userAgent);
}

/** Opens a tel:, sms:, mailto: or https: link the way a tap on a link would. */
export function openExternal(url: string): void {
  window.location.href = url;
}

/**
 * The device's memory in GiB as the browser reports it (navigator.deviceMemory: Chromium rounds
 * it to 0.25, 0.5, 1, 2, 4 or 8), or null where it is not reported (Firefox, Safari).
 */
export function deviceMemoryGib(): number | null {
  const memory =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as { deviceMemory?: unknown }).deviceMemory;
  return typeof memory === 'number' ? memory : null;
}
