/** The Journal tab's panel: a separate entry so the shell loads it lazily. */
export { JournalPanel } from './JournalPanel';
