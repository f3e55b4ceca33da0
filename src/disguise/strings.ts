import { useLanguageStore } from '../i18n/languageStore';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../i18n/languages';
import english from '../../locales/en/calculator.json';

/**
 * The calculator's own few strings in all 12 languages. They are read here, without i18next, so
 * that the first screen carries no i18n library (the whole namespace is about 1 KB gzip in all
 * languages). The same files are i18next resources for the rest of the app, and the locale test
 * checks them like every other namespace.
 */
type CalculatorStrings = typeof english;

const modules = import.meta.glob<CalculatorStrings>('../../locales/*/calculator.json', {
  eager: true,
  import: 'default',
});

function stringsFor(language: LanguageCode): CalculatorStrings {
  return modules[`../../locales/${language}/calculator.json`] ?? english;
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
  language: LanguageCode,
  key: CalculatorStringKey,
  values: Record<string, string> = {},
): string {
  const template =
    lookup(stringsFor(language), key) ?? lookup(stringsFor(DEFAULT_LANGUAGE), key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

export type CalculatorTranslate = (
  key: CalculatorStringKey,
  values?: Record<string, string>,
) => string;

export function useCalculatorStrings(): CalculatorTranslate {
  const language = useLanguageStore((s) => s.language);
  return (key, values) => translateCalculator(language, key, values);
}
