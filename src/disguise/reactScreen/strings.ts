import { useEffect } from 'react';
import { create } from 'zustand';
import { useLanguageStore } from '../../i18n/languageStore';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../i18n/languages';
import {
  loadCalculatorTable,
  type CalculatorStringKey,
  type CalculatorStrings,
  type CalculatorTranslate,
  ENGLISH_CALCULATOR,
  translateCalculator,
} from '../keypad';

export type { CalculatorStringKey, CalculatorTranslate };
export { translateCalculator };

/**
 * The calculator's own few strings, read without i18next so that the first screen carries no i18n
 * library. English is built in; another language's file (well under 1 KB, precached by the service
 * worker) is loaded before the first render, so the calculator never flashes English. The same
 * files are i18next resources for the rest of the app, and the locale test checks them.
 */
const useTables = create<{ tables: Partial<Record<LanguageCode, CalculatorStrings>> }>(() => ({
  tables: { en: ENGLISH_CALCULATOR },
}));

/** Loads a language's calculator strings; on failure the calculator stays in English. */
export async function loadCalculatorStrings(language: LanguageCode): Promise<void> {
  if (useTables.getState().tables[language]) return;
  const table = await loadCalculatorTable(language);
  // Offline without the file cached: English is the fallback (spec §8).
  if (table) useTables.setState((s) => ({ tables: { ...s.tables, [language]: table } }));
}

export function useCalculatorStrings(): CalculatorTranslate {
  const language = useLanguageStore((s) => s.language);
  const table = useTables((s) => s.tables[language] ?? s.tables[DEFAULT_LANGUAGE]);
  useEffect(() => {
    void loadCalculatorStrings(language);
  }, [language]);
  return (key, values) => translateCalculator(table, key, values);
}

/** The calculator's strings outside React (the island that takes over from the first screen). */
export function calculatorTranslate(): CalculatorTranslate {
  const { tables } = useTables.getState();
  const table = tables[useLanguageStore.getState().language] ?? tables[DEFAULT_LANGUAGE];
  return (key, values) => translateCalculator(table, key, values);
}
