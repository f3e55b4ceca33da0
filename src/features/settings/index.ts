export { default as SettingsPage, settingsReady } from './SettingsPage';
export { BUILT_IN_CODES } from './codeRules';
