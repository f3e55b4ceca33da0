/** The app's i18n face: components import translation hooks from here, never from the library. */
export { useTranslation, I18nextProvider, Trans } from 'react-i18next';
export type { TFunction } from 'i18next';
export { initI18n, useTranslationsLoading } from './i18n';
export { useLanguageStore, applyDocumentLanguage, readStoredLanguage } from './languageStore';
export { LANGUAGES, type LanguageCode, isLanguageCode, directionOf } from './languages';
export { NAMESPACES, type Namespace } from './namespaces';
