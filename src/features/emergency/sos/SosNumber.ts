import { useEmergencyNumber } from '../../country';

/**
 * The region's emergency number for the sheet, by the same decision as every other screen: the
 * country chosen in this session; while locked (the choice lives in the vault), the copy in the
 * SOS essentials; else the locale or time zone.
 */
export function useSosEmergencyNumber(essentialsCountry: string | null): string {
  return useEmergencyNumber(essentialsCountry);
}
