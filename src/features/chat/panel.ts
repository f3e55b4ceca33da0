/** The Chat tab's panel: a separate entry so the shell loads it lazily. */
export { ChatPanel } from './ChatPanel';
