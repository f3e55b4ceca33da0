/** The Panic tab's panel: a separate entry so the shell loads it lazily. */
export { PanicPanel } from './PanicPanel';
