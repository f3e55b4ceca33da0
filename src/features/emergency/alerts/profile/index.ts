/**
 * The `Server alerts` setting and the profile it uploads (contacts, message, language), kept in
 * step with the emergency settings (`profileSync.ts`); needs the open vault.
 */
export { ServerAlertsSetting } from './ServerAlertsSetting';
export { startProfileSync, syncAlertsProfile } from './profileSync';
