import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { useLanguageStore } from './languageStore';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';
import { NAMESPACES } from './namespaces';

/**
 * i18next for the safety interface. Resources are the JSON files under locales/, each its own
 * lazily loaded chunk (precached by the service worker, so every language works offline).
 * A failed load falls back to English (fallbackLng).
 */
const loaders = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  import: 'default',
});

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no ${namespace} texts for ${language}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** True while a newly chosen language's texts are loading ("Loading translations..."). */
export const useTranslationsLoading = create<{ loading: boolean }>(() => ({ loading: false }));

let ready: Promise<I18n> | null = null;

export function initI18n(): Promise<I18n> {
  ready ??= (async () => {
    const instance = i18next.createInstance();
    await instance
      .use(localeBackend)
      .use(initReactI18next)
      .init({
        lng: useLanguageStore.getState().language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGE_CODES],
        ns: [...NAMESPACES],
        defaultNS: 'shell',
        interpolation: { escapeValue: false }, // React escapes
        returnNull: false,
        react: { useSuspense: false },
      });
    useLanguageStore.subscribe((state) => {
      if (state.language === instance.language) return;
      useTranslationsLoading.setState({ loading: true });
      void instance
        .changeLanguage(state.language)
        .finally(() => useTranslationsLoading.setState({ loading: false }));
    });
    return instance;
  })();
  return ready;
}
