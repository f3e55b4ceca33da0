/**
 * The feature's second entry, for other features that check or show a phone number (the settings'
 * emergency numbers): the contact form's rules without index.ts, so that what loads index.ts (the
 * locked calculator's alarm, the island) never loads libphonenumber's metadata with it.
 */
export { formatPhone, normaliseDialNumber } from './contacts/phone';
export { useContactRegion } from './contacts/contactRegion';
