// The feature's lean face for the locked calculator and the shell: the panic hook, the SOS sheet's
// store and the end of live sharing. Each room's UI is reached through its own index.ts by
// EmergencyPanel.tsx, which loads with the tab; startup.ts is the locked-time entry.
export {
  registerEvidenceCapture,
  registerPanicHandler,
  startEvidenceCapture,
  triggerPanic,
  type PanicSource,
} from './alarm';
export { useSosSheet, type SosReason } from './sos/sosStore';
export { endAllSharing } from './location/endAll';
