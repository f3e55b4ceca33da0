import { useEffect } from 'react';
import { create } from 'zustand';
import { useLanguageStore } from '../i18n/languageStore';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../i18n/languages';
import english from '../../locales/en/calculator.json';

/**
 * The calculator's own few strings, read without i18next so that the first screen carries no i18n
 * library. English is built in; another language's file (well under 1 KB, precached by the service
 * worker) is loaded before the first render, so the calculator never flashes English. The same
 * files are i18next resources for the rest of the app, and the locale test checks them.
 */
type CalculatorStrings = typeof english;

const loaders = import.meta.glob<CalculatorStrings>('../../locales/*/calculator.json', {
  import: 'default',
});

const useTables = create<{ tables: Partial<Record<LanguageCode, CalculatorStrings>> }>(() => ({
  tables: { en: english },
}));

/** Loads a language's calculator strings; on failure the calculator stays in English. */
export async function loadCalculatorStrings(language: LanguageCode): Promise<void> {
  if (useTables.getState().tables[language]) return;
  const load = loaders[`../../locales/${language}/calculator.json`];
  if (!load) return;
  try {
    const table = await load();
    useTables.setState((s) => ({ tables: { ...s.tables, [language]: table } }));
  } catch {
    // Offline without the file cached: English is the fallback (spec §8).
  }
}

type Leaf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaf<T[K], `${P}${K}.`>;
}[keyof T & string];

export type CalculatorStringKey = Leaf<CalculatorStrings>;

function lookup(table: unknown, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, table);
  return typeof value === 'string' ? value : undefined;
}

export function translateCalculator(
  table: CalculatorStrings | undefined,
  key: CalculatorStringKey,
  values: Record<string, string> = {},
): string {
  const template = lookup(table, key) ?? lookup(english, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

export type CalculatorTranslate = (
  key: CalculatorStringKey,
  values?: Record<string, string>,
) => string;

export function useCalculatorStrings(): CalculatorTranslate {
  const language = useLanguageStore((s) => s.language);
  const table = useTables((s) => s.tables[language] ?? s.tables[DEFAULT_LANGUAGE]);
  useEffect(() => {
    void loadCalculatorStrings(language);
  }, [language]);
  return (key, values) => translateCalculator(table, key, values);
}
