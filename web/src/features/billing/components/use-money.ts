import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Whole amounts in the page's language: "69 kr" in Swedish, "SEK 69" in English. */
export function useMoney(): (amount: number, currency: 'SEK' | 'USD') => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const formats = {
      SEK: new Intl.NumberFormat(language, { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 }),
      USD: new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
    };
    return (amount, currency) => formats[currency].format(amount);
  }, [language]);
}
