import { adapterSlot } from '../adapter';

/**
 * The device's preferred locales and time zone, used to guess the region's emergency number.
 * The fake is locale.test-support.ts.
 */
export interface LocaleAdapter {
  /** Most preferred first; empty where unknown. */
  preferredLocales(): readonly string[];
  deviceTimeZone(): string | undefined;
}

function browserPreferredLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

function browserDeviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export const browserLocale = {
  preferredLocales: browserPreferredLocales,
  deviceTimeZone: browserDeviceTimeZone,
} satisfies LocaleAdapter;

export const localeSlot = adapterSlot<LocaleAdapter>(browserLocale);

export const preferredLocales = (): readonly string[] => localeSlot.current().preferredLocales();
export const deviceTimeZone = (): string | undefined => localeSlot.current().deviceTimeZone();
