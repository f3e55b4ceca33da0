/**
 * The silent alarm: the panic hook the locked calculator calls (123#, the duress code), the action
 * it runs (panicAction.ts, loaded lazily) and the delivery of alarms queued while locked
 * (alarmDelivery.ts, started by ../startup.ts).
 */
export {
  registerEvidenceCapture,
  registerPanicHandler,
  startEvidenceCapture,
  triggerPanic,
  type PanicSource,
} from './panic';
