import { useMemo } from 'react';
import { detectEmergencyNumber } from '../features/country';
import { deviceTimeZone, preferredLocales } from '../platform/locale';

/** The general emergency number for the device's region (spec §9), from locale or time zone. */
export function useRegionEmergencyNumber(): string {
  return useMemo(
    () => detectEmergencyNumber({ locales: preferredLocales(), timeZone: deviceTimeZone() }).number,
    [],
  );
}
