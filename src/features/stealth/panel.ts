/** The Stealth tab's panel: a separate entry so the shell loads it lazily. */
export { StealthPanel } from './StealthPanel';
