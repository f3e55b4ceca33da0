export { HelpPanel, type HelpPanelProps } from './HelpPanel';
export { HOTLINES } from './hotlines';
