export { HelpPanel, type HelpPanelProps } from './HelpPanel';
