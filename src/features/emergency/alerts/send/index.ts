/**
 * Alarms and the check-in deadline on their way to the server: raised here, kept under the device
 * key until the server accepts them (`alertsQueue.ts`), sent with retries (`alertsDelivery.ts`).
 * No vault database and no React UI: the locked calculator's face (`../locked.ts`) is made of it.
 */
export { deliverAlerts, retryDelay, startAlertsDelivery } from './alertsDelivery';
export {
  forgetOwed,
  KEEP_ALARM_MS,
  loadAlertsQueue,
  type ServerAlarm,
  type ServerDeadline,
  useAlertsQueue,
} from './alertsQueue';
export { markAlarmSafe, raiseCheckInAlarm, raiseSosAlarm } from './raiseAlarm';
export { holdDeadline, holdRunningDeadline, withdrawDeadline } from './deadline';
