import { useMemo } from 'react';
import { useLanguageStore } from '../../i18n';

/** Pounds in the user's language ("£45.00", "45,00 £", "٤٥٫٠٠ £"), ranges as the language writes them. */
export function usePriceFormat() {
  const language = useLanguageStore((s) => s.language);
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: 0,
    });
    return (price: { min: number; max: number }) =>
      price.min === price.max ? format.format(price.min) : format.formatRange(price.min, price.max);
  }, [language]);
}
