import type { LanguageCode } from '../../i18n/languages';
import type { CalculatorStrings } from './translate';

/**
 * Each language's calculator strings, one tiny lazy chunk per language (precached by the service
 * worker). No React here: the first screen's vanilla script reads them too.
 */
const loaders = import.meta.glob<CalculatorStrings>('/locales/*/calculator.json', {
  import: 'default',
});

/** Loads a language's table; null when it cannot (offline without the file: English stays). */
export async function loadCalculatorTable(
  language: LanguageCode,
): Promise<CalculatorStrings | null> {
  const load = loaders[`/locales/${language}/calculator.json`];
  if (!load) return null;
  try {
    return await load();
  } catch {
    return null;
  }
}
