import { create } from 'zustand';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguageCode,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
} from './languages';
import { readLocal, writeLocal } from '../platform/page/localStore';
import { setPageLanguage } from '../platform/page/page';

/**
 * The chosen language, shared by the calculator (which reads its few strings directly, to keep
 * i18next off the first screen) and by i18next, which follows this store once it has loaded.
 */
interface LanguageState {
  language: LanguageCode;
  setLanguage: (language: LanguageCode) => void;
}

export function readStoredLanguage(): LanguageCode {
  const stored = readLocal(LANGUAGE_STORAGE_KEY);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

export function applyDocumentLanguage(language: LanguageCode): void {
  setPageLanguage(language, directionOf(language));
}

export const useLanguageStore = create<LanguageState>((set) => ({
  language: readStoredLanguage(),
  setLanguage: (language) => {
    // Storage may be full or blocked: the choice still applies for this visit.
    writeLocal(LANGUAGE_STORAGE_KEY, language);
    applyDocumentLanguage(language);
    set({ language });
  },
}));
