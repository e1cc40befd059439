// i18next setup: Swedish by default, English alongside; the stored choice wins over the browser language.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import sv from '../locales/sv.json';
import { languageStorage } from './storage';

export const SUPPORTED_LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'sv';

export const resources = { sv: { translation: sv }, en: { translation: en } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: (typeof resources)['sv'];
  }
}

export function toLanguage(value: string | null | undefined): Language | undefined {
  const primary = value?.toLowerCase().split('-')[0];
  return SUPPORTED_LANGUAGES.find((language) => language === primary);
}

/** SPEC §4: local storage `language`, then the browser's languages, then Swedish. */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  const fromStorage = toLanguage(stored);
  if (fromStorage) return fromStorage;
  for (const browserLanguage of browserLanguages) {
    const language = toLanguage(browserLanguage);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = toLanguage(language) ?? DEFAULT_LANGUAGE;
}

export function initI18n(): typeof i18n {
  i18n.on('languageChanged', applyDocumentLanguage);
  void i18n.use(initReactI18next).init({
    resources,
    lng: detectLanguage(languageStorage.get(), navigator.languages ?? [navigator.language]),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** A language the user picked: applied and remembered. */
export function chooseLanguage(language: Language): void {
  languageStorage.set(language);
  void i18n.changeLanguage(language);
}
