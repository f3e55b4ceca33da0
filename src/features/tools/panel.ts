/** The Tools tab's panel: a separate entry so the shell loads it lazily. */
export { ToolsPanel } from './ToolsPanel';
