/**
 * The server alerts' light face, for what runs from the locked calculator at idle (the panic
 * action, the check-in watcher, app start): no vault database and no React, so nothing here loads
 * Dexie, libsodium or i18next. `./sheet.ts` is the SOS sheet's part; `./index.ts` adds what needs
 * the open vault (the profile, the settings, the card).
 */
export {
  startAlertsDelivery,
  raiseCheckInAlarm,
  raiseSosAlarm,
  markAlarmSafe,
  holdDeadline,
  withdrawDeadline,
} from './send';
