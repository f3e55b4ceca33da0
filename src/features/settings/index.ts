export { default as SettingsPage, settingsReady } from './SettingsPage';
