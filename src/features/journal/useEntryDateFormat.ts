import { useMemo } from 'react';
import { useLanguageStore } from '../../i18n';

/** An entry's date and time in the current language ("21 Nov 2026, 10:30" in British English). */
export function useEntryDateFormat(): (createdAt: number) => string {
  const language = useLanguageStore((s) => s.language);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat([language, 'en'], {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (createdAt: number) => format.format(createdAt);
  }, [language]);
}
