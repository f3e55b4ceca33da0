/** The Emergency tab's advanced settings (what SOS, check-ins and the alarm may do by themselves). */
export { AdvancedSettings } from './AdvancedSettings';
