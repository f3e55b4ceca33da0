import { create } from 'zustand';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguageCode,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
} from './languages';

/**
 * The chosen language, shared by the calculator (which reads its few strings directly, to keep
 * i18next off the first screen) and by i18next, which follows this store once it has loaded.
 */
interface LanguageState {
  language: LanguageCode;
  setLanguage: (language: LanguageCode) => void;
}

export function readStoredLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function applyDocumentLanguage(language: LanguageCode): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export const useLanguageStore = create<LanguageState>((set) => ({
  language: readStoredLanguage(),
  setLanguage: (language) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage may be full or blocked: the choice still applies for this visit.
    }
    applyDocumentLanguage(language);
    set({ language });
  },
}));
