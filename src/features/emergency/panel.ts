/** The Emergency tab's panel, loaded lazily by the shell. */
export { EmergencyPanel } from './EmergencyPanel';
