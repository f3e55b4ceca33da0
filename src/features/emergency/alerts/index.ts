/**
 * Alerts delivered by the server (issue 29; api/contract.ts, "Alerts delivered by the server"):
 * the `Server alerts` setting and the profile it uploads, the alarms of the SOS and the check-in,
 * the deadline the server holds, and the deliveries the server reports. What the locked calculator
 * needs is in `./locked.ts` (no vault, no React) and `./sheet.ts` (no vault), re-exported here.
 */
export * from './locked';
export * from './sheet';
export { syncAlertsProfile, startProfileSync, ServerAlertsSetting } from './profile';
export {
  RecentAlertDeliveries,
  DeadlineServerState,
  WithdrawPending,
  useDeadlineServer,
} from './status';
