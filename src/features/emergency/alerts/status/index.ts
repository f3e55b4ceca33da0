/**
 * What the server reports on the alerts, and only that: each alarm's deliveries (in the SOS sheet
 * and the Emergency tab) and whether the server holds the check-in deadline.
 */
export { SheetAlertDeliveries } from './SheetAlertDeliveries';
export { RecentAlertDeliveries } from './RecentAlertDeliveries';
export { DeadlineServerState } from './DeadlineServerState';
export { WithdrawPending } from './WithdrawPending';
export { useDeadlineServer } from './useDeadlineServer';
