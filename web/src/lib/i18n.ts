// i18next setup: Swedish by default, English alongside; the stored choice wins over the browser language.
// Each language's texts are a chunk of their own: the one in use loads before the first render (main.tsx waits for
// it), the other only when the user switches to it. The texts of screens no first screen shows are parts of their own
// (locales/<part>/), loaded with those screens (loadTextPart), so they never weigh on the first load.
import { DEFAULT_LANGUAGE, LANGUAGES } from '@quizdrill/contracts/rules';
import type { Language } from '@quizdrill/contracts/types';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type assignmentsSv from '../locales/assignments/sv.json';
import type sv from '../locales/sv.json';
import { languageStorage } from './storage';

export type { Language };

/** The texts of one language, its parts included; locales.test.ts keeps both languages' keys the same. */
export type Texts = typeof sv & typeof assignmentsSv;

type TextModule = { default: Record<string, unknown> };

/** Each part's texts per language; a part's top-level keys are its own (locales.test.ts checks they clash with none). */
const TEXT_PARTS = {
  assignments: {
    sv: () => import('../locales/assignments/sv.json'),
    en: () => import('../locales/assignments/en.json'),
  },
} satisfies Record<string, Record<Language, () => Promise<TextModule>>>;
export type TextPart = keyof typeof TEXT_PARTS;

/** The parts some screen has asked for: every language loaded from now on brings them along. */
const partsInUse = new Set<TextPart>();

/** A language's texts with the parts in use; parts asked for while it loads are waited for too. */
async function readTexts(language: Language): Promise<Record<string, unknown>> {
  const main: TextModule = await import(`../locales/${language}.json`);
  const texts = { ...main.default };
  const merged = new Set<TextPart>();
  for (
    let missing = [...partsInUse];
    missing.length > 0;
    missing = [...partsInUse].filter((part) => !merged.has(part))
  ) {
    for (const part of missing) {
      Object.assign(texts, (await TEXT_PARTS[part][language]()).default);
      merged.add(part);
    }
  }
  return texts;
}

/**
 * Loads a part's texts for every language loaded (and for those that load later). A lazily loaded screen awaits it at
 * the top of its module, so the screen never shows a key and its importer need not know.
 */
export async function loadTextPart(part: TextPart): Promise<void> {
  partsInUse.add(part);
  const loaded = Object.keys(i18n.store?.data ?? {})
    .map(toLanguage)
    .filter((language) => language !== undefined);
  await Promise.all(
    loaded.map(async (language) => {
      const texts = await TEXT_PARTS[part][language]();
      i18n.addResourceBundle(language, 'translation', texts.default, true, true);
    }),
  );
}

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Texts };
  }
}

/** Loads a language's texts on demand; Vite makes one chunk per file under locales/. */
export const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    readTexts(toLanguage(language) ?? DEFAULT_LANGUAGE).then(
      (texts) => callback(null, texts),
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
