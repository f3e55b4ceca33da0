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
