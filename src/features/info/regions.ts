/**
 * Emergency numbers shown on the Info tab (spec §2 Info). Sources:
 * UK 999/112: https://www.gov.uk/guidance/999-and-112-the-uks-national-emergency-numbers
 * France 112/17/18/15, Belgium 112/101, Spain 112: https://digital-strategy.ec.europa.eu/en/policies/112
 *   and https://www.service-public.fr/particuliers/vosdroits/F33954 , https://www.112.be/en
 * US/Canada 911: https://www.911.gov/ ; Australia 000: https://www.triplezero.gov.au/
 * New Zealand 111: https://www.police.govt.nz/use-111 (the spec's "Australia/NZ 000" is wrong for NZ).
 */
export const INFO_REGIONS = [
  'uk',
  'france',
  'belgium',
  'spain',
  'usCanada',
  'australia',
  'newZealand',
] as const;
