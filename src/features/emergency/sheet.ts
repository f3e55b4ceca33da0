/** The SOS sheet, loaded lazily by the app whenever it opens (useSosSheet). */
export { SosSheet } from './sos/SosSheet';
