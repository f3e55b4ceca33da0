import { adapterSlot } from '../adapter';

/** What the app asks of the device itself; the fake is device.test-support.ts. */
export interface DeviceAdapter {
  /** Phones get tel: links; other devices are told to dial from a phone (spec §7 Calling). */
  isPhone(): boolean;
  /** Opens a tel:, sms:, mailto: or https: link the way a tap on a link would. */
  openExternal(url: string): void;
  /**
   * The device's memory in GiB as the browser reports it (navigator.deviceMemory: Chromium rounds
   * it to 0.25, 0.5, 1, 2, 4 or 8), or null where it is not reported (Firefox, Safari).
   */
  deviceMemoryGib(): number | null;
}

/** Whether this user agent is a phone's. */
export function isPhoneUserAgent(userAgent: string): boolean {
  return /iPhone|Android/i.test(userAgent);
}

export const browserDevice = {
  isPhone: () => isPhoneUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent),
  openExternal(url: string): void {
    window.location.href = url;
  },
  deviceMemoryGib(): number | null {
    const memory =
      typeof navigator === 'undefined'
        ? undefined
        : (navigator as { deviceMemory?: unknown }).deviceMemory;
    return typeof memory === 'number' ? memory : null;
  },
} satisfies DeviceAdapter;

export const deviceSlot = adapterSlot<DeviceAdapter>(browserDevice);

export const isPhone = (): boolean => deviceSlot.current().isPhone();
export const openExternal = (url: string): void => deviceSlot.current().openExternal(url);
export const deviceMemoryGib = (): number | null => deviceSlot.current().deviceMemoryGib();
