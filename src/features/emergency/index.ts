export { registerPanicHandler, triggerPanic, type PanicSource } from './panic';
