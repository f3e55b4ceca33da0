export {
  registerEvidenceCapture,
  registerPanicHandler,
  startEvidenceCapture,
  triggerPanic,
  type PanicSource,
} from './panic';
export { useSosSheet, type SosReason } from './sosStore';
export { endAllSharing } from './location/endAll';
