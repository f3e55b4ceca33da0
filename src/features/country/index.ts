export {
  detectEmergencyNumber,
  emergencyNumberForRegion,
  regionFromLocale,
  regionFromTimeZone,
} from './regionNumber';
