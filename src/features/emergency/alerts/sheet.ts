/** The SOS sheet's part of the server alerts: React, but no vault database (it opens while locked). */
export { SheetAlertDeliveries } from './status/SheetAlertDeliveries';
