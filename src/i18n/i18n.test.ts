import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './languages';
import { NAMESPACES } from './namespaces';

/** A fresh i18next (initI18n is memoised per module), for a user whose language is `language`. */
async function freshI18n(language: string) {
  vi.resetModules();
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const { initI18n } = await import('./i18n');
  const { useLanguageStore } = await import('./languageStore');
  return { instance: await initI18n(), useLanguageStore };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('initI18n (the texts load in groups, at idle)', () => {
  it('resolves with every namespace of the language and of the English fallback loaded', async () => {
    const { instance } = await freshI18n('ar');
    for (const ns of NAMESPACES) {
      expect(instance.hasResourceBundle('ar', ns), `ar/${ns}`).toBe(true);
      expect(instance.hasResourceBundle('en', ns), `en/${ns}`).toBe(true);
    }
    // A text from a namespace of the last group, in the user's language.
    const recordTitle = instance.getFixedT('ar', 'evidence')('recordTitle');
    expect(recordTitle).not.toBe('recordTitle');
    expect(recordTitle).not.toBe(instance.getFixedT('en', 'evidence')('recordTitle'));
  });

  it('a change of language afterwards loads every namespace, not only the first ones', async () => {
    const { instance, useLanguageStore } = await freshI18n('en');
    useLanguageStore.getState().setLanguage('de');
    await vi.waitFor(() => expect(instance.language).toBe('de'));
    for (const ns of NAMESPACES)
      expect(instance.hasResourceBundle('de', ns), `de/${ns}`).toBe(true);
  });

  it('ends in the language chosen last when she changes it again before the first has loaded', async () => {
    const { instance, useLanguageStore } = await freshI18n('en');
    useLanguageStore.getState().setLanguage('fr');
    useLanguageStore.getState().setLanguage('en');
    // Let the French translations finish loading: they must not win over the later choice.
    await vi.waitFor(() => expect(instance.hasResourceBundle('fr', 'shell')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(instance.language).toBe('en');
    expect(instance.t('shell:tabsLabel')).toBe('Safety tools');
  });

  it('loads every namespace while timers stand still (a page throttled in the background, a paused clock)', async () => {
    vi.resetModules();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const realSetTimeout = globalThis.setTimeout;
    let calls = 0;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((work: () => void, ms?: number) => {
      calls += 1;
      // i18next's own start (the first timer) runs; every later timer stands still.
      return calls === 1 ? realSetTimeout(work, ms) : realSetTimeout(() => undefined, 2 ** 30);
    }) as typeof setTimeout);
    const { initI18n } = await import('./i18n');
    const instance = await initI18n();
    for (const ns of NAMESPACES)
      expect(instance.hasResourceBundle('en', ns), `en/${ns}`).toBe(true);
  });
});
