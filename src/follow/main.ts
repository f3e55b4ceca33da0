// The trusted contact's page (follow.html): /follow/<token>, which every alert the server sends a
// contact links to, turns on Web Push notifications; /follow/<session id>#<key> follows her live
// location (./live/).
// A page of its own, not the calculator: nothing of the app loads here, and nothing here says what
// the app is.
import i18next from 'i18next';
import { directionOf, pickLanguage, type FollowLanguage } from './language';
import { browserEnv } from './push';
import { startPushControls } from './pushControls';
import { liveLinkOf } from './live/link';
import { startLive } from './live/liveMain';
import { tokenFromPath } from './token';

/**
 * Each language's texts as a file of its own, fetched for the one language shown. Not import():
 * Vite's preload helper that import() brings would be shared with the calculator's entry and
 * become one more file on its first load.
 */
const TEXT_URLS = import.meta.glob<string>('../../locales/*/follow.json', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

async function loadTexts(language: FollowLanguage): Promise<Record<string, unknown>> {
  const url = TEXT_URLS[`../../locales/${language}/follow.json`];
  const response = url ? await fetch(url) : null;
  if (!response?.ok) throw new Error(`no texts for ${language}`);
  return (await response.json()) as Record<string, unknown>;
}

async function start(): Promise<void> {
  let language = pickLanguage(navigator.languages ?? [navigator.language]);
  let texts: Record<string, unknown>;
  try {
    texts = await loadTexts(language);
  } catch {
    language = 'en';
    texts = await loadTexts(language);
  }
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: false,
    ns: ['follow'],
    defaultNS: 'follow',
    resources: { [language]: { follow: texts } },
    interpolation: { escapeValue: false }, // the page sets textContent
  });

  const root = document.getElementById('follow');
  if (!root) return;
  // The app's key types (src/i18n/resources.d.ts) do not know this page's namespace.
  const t = i18n.t.bind(i18n) as unknown as (
    key: string,
    values?: Record<string, unknown>,
  ) => string;
  const live = liveLinkOf(location.pathname, location.hash, location.search);
  if (live) {
    const page = document.createElement('div');
    const notify = document.createElement('section');
    notify.className = 'notify';
    root.replaceChildren(page, notify);
    // The contact's own token (?c=, from the server's alert): the same notifications as their page.
    // A link without it, or without its whole key, offers none.
    if (live.contact && live.key) {
      void startPushControls(notify, t, browserEnv(), live.contact, { compact: true });
    }
    await startLive(page, t, language, live);
    return;
  }
  await startPushControls(root, t, browserEnv(), tokenFromPath(location.pathname));
}

void start();
