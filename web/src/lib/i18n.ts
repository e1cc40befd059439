// i18next setup: Swedish by default, English alongside; the stored choice wins over the browser language.
// Each language's texts are a chunk of their own: the one in use loads before the first render (main.tsx waits for
// it), the other only when the user switches to it.
import { DEFAULT_LANGUAGE, LANGUAGES } from '@quizdrill/contracts/rules';
import type { Language } from '@quizdrill/contracts/types';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type sv from '../locales/sv.json';
import { languageStorage } from './storage';

export type { Language };

/** The texts of one language; locales.test.ts keeps both files' keys the same. */
export type Texts = typeof sv;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Texts };
  }
}

/** Loads a language's texts on demand; Vite makes one chunk per file under locales/. */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    import(`../locales/${language}.json`).then(
      (texts: { default: Texts }) => callback(null, texts.default),
      (error: Error) => callback(error, false),
    );
  },
};

export function toLanguage(value: string | null | undefined): Language | undefined {
  const primary = value?.toLowerCase().split('-')[0];
  return LANGUAGES.find((language) => language === primary);
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

/** Resolves once the texts of the detected language are loaded: render after it, so no key ever shows. */
export async function initI18n(): Promise<void> {
  i18n.on('languageChanged', applyDocumentLanguage);
  await i18n
    .use(languageChunks)
    .use(initReactI18next)
    .init({
      lng: detectLanguage(languageStorage.get(), navigator.languages ?? [navigator.language]),
      // Both languages have every key (locales.test.ts), so no fallback: it would load the other language too.
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      interpolation: { escapeValue: false },
    });
}

/**
 * A language the user picked: applied and remembered. i18next loads the texts first and switches after, so the
 * page stays in the old language for that moment rather than showing keys.
 */
export function chooseLanguage(language: Language): void {
  languageStorage.set(language);
  void i18n.changeLanguage(language);
}
