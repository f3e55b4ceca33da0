import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { useLanguageStore } from './languageStore';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';
import { NAMESPACES, type Namespace } from './namespaces';

/**
 * i18next for the safety interface. Resources are the JSON files under locales/, each its own
 * lazily loaded chunk (precached by the service worker, so every language works offline).
 * A failed load falls back to English (fallbackLng).
 */
const loaders = import.meta.glob<Record<string, unknown>>(
  // follow.json is the trusted contact's page's (src/follow/), not one of the app's namespaces.
  ['../../locales/*/*.json', '!../../locales/*/follow.json'],
  { import: 'default' },
);

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

/** What the locked calculator may show (the SOS sheet, a toast, the update bar): loaded first. */
const FIRST_NAMESPACES: readonly Namespace[] = ['shell', 'sos', 'emergency', 'triggers'];
/** The other namespaces load this many at a time, each group in a task of its own. */
const NAMESPACE_GROUP = 4;

/**
 * The texts arrive in groups, each in its own task: loading and adding all 19 namespaces (38 for a
 * language other than English, with its fallback) at once was one task of 15-30 ms here, and the
 * island is warmed at idle on the locked calculator, where a long task holds up a key press.
 */
async function loadRemainingNamespaces(instance: I18n): Promise<void> {
  const rest = NAMESPACES.filter((ns) => !FIRST_NAMESPACES.includes(ns));
  for (let i = 0; i < rest.length; i += NAMESPACE_GROUP) {
    await nextTask();
    await instance.loadNamespaces(rest.slice(i, i + NAMESPACE_GROUP));
  }
}

/**
 * Resolves in a later task. A message, not a timer: timers wait while a page is throttled in the
 * background (or while a test's fake clock stands still), and the interface's texts must not.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** i18next with every namespace of the user's language (and the English fallback) loaded. */
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
        // The rest follow (loadRemainingNamespaces); loadNamespaces adds them to `ns`, so a change
        // of language loads them all.
        ns: [...FIRST_NAMESPACES],
        defaultNS: 'shell',
        interpolation: { escapeValue: false }, // React escapes
        returnNull: false,
        react: { useSuspense: false },
      });
    // The latest choice wins: i18next applies a change only if no later one began while its
    // translations loaded, so each new choice is passed on even while one is still loading.
    useLanguageStore.subscribe((state, previous) => {
      if (state.language === previous.language) return;
      useTranslationsLoading.setState({ loading: true });
      void instance
        .changeLanguage(state.language)
        .finally(() => useTranslationsLoading.setState({ loading: false }));
    });
    await loadRemainingNamespaces(instance);
    return instance;
  })();
  return ready;
}
