import english from '../../../locales/en/calculator.json';

/** The calculator's strings and their lookup, without React, zustand or i18next (first screen). */
export type CalculatorStrings = typeof english;

type Leaf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaf<T[K], `${P}${K}.`>;
}[keyof T & string];

export type CalculatorStringKey = Leaf<CalculatorStrings>;

export const ENGLISH_CALCULATOR: CalculatorStrings = english;

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
