export {
  detectEmergencyNumber,
  emergencyNumberForRegion,
  regionFromLocale,
  regionFromTimeZone,
} from './regionNumber';
export { useEmergencyNumber } from './useEmergencyNumber';
export { decideRegion, type RegionDecision } from './region';
export { useCountryStore, loadCountryFromVault } from './countryStore';
export { dialEmergency, type EmergencyType } from './dialEmergency';
export { COUNTRIES, COUNTRY_KEYS, type CountryKey } from './data/countries';
