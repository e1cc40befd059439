// i18next setup: Swedish by default, English alongside; the stored choice wins over the browser language.
// Each language's texts come in two chunks (build/locale-parts.mjs): the first screens' sections load before the
// first render (main.tsx waits for them), the rest right after it; the other language only when the user switches.
// The texts of a few screens are parts of their own (locales/<part>/), loaded with those screens (loadTextPart).
import { DEFAULT_LANGUAGE, LANGUAGES } from '@quizdrill/contracts/rules';
import type { Language } from '@quizdrill/contracts/types';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type assignmentsSv from '@/locales/assignments/sv.json';
import type sv from '@/locales/sv.json';
import { languageStorage } from './storage';

export type { Language };

/** The texts of one language, its parts included; locales.test.ts keeps both languages' keys the same. */
export type Texts = typeof sv & typeof assignmentsSv;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Texts };
  }
}

type TextModule = { default: Record<string, unknown> };

const mainParts: Record<
  Language,
  { firstScreens: () => Promise<TextModule>; otherScreens: () => Promise<TextModule> }
> = {
  sv: {
    firstScreens: () => import('@/locales/sv.json?first-screens'),
    otherScreens: () => import('@/locales/sv.json?other-screens'),
  },
  en: {
    firstScreens: () => import('@/locales/en.json?first-screens'),
    otherScreens: () => import('@/locales/en.json?other-screens'),
  },
};

function mainPartsOf(language: string) {
  return mainParts[toLanguage(language) ?? DEFAULT_LANGUAGE];
}

/** Each part's texts per language; a part's top-level keys are its own (locales.test.ts checks they clash with none). */
const TEXT_PARTS = {
  assignments: {
    sv: () => import('@/locales/assignments/sv.json'),
    en: () => import('@/locales/assignments/en.json'),
  },
} satisfies Record<string, Record<Language, () => Promise<TextModule>>>;
export type TextPart = keyof typeof TEXT_PARTS;

/** The parts some screen has asked for: every language loaded from now on brings them along. */
const partsInUse = new Set<TextPart>();

/**
 * The parts' texts as one: a section both parts hold (the first screens' part leaves some of a section's texts to
 * the rest, build/locale-parts.mjs) is merged key by key, as addResourceBundle(…, deep) merges them.
 */
export function mergeSections(parts: readonly Record<string, unknown>[]): Record<string, unknown> {
  const texts: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [section, value] of Object.entries(part)) {
      const known = texts[section];
      texts[section] = isSection(known) && isSection(value) ? { ...known, ...value } : value;
    }
  }
  return texts;
}

function isSection(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A language's texts: at start only the first screens' part, so they show sooner; a language the user switches to
 * later loads whole, as the page it switches may be any. Parts in use come along, those asked for while it loads too.
 */
async function readTexts(language: Language): Promise<Record<string, unknown>> {
  const main = mainPartsOf(language);
  const loads = i18n.isInitialized ? [main.firstScreens(), main.otherScreens()] : [main.firstScreens()];
  const texts = mergeSections((await Promise.all(loads)).map((part) => part.default));
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

/** Loads a language's texts on demand; Vite makes one chunk per part. */
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

/**
 * Settles once init has loaded the first texts, and so knows the language: the router asks for the rest of the
 * texts before that when the first page is not a first screen.
 */
const initialized = new Promise<void>((resolve) => {
  i18n.on('initialized', () => resolve());
});

const otherTextsLoads = new Map<string, Promise<void>>();

/**
 * The rest of the current language's texts, beside the first screens' part: main.tsx starts it once the first
 * screen shows, and pages outside the first screens wait for it (router.tsx). A failed load is tried again next time.
 */
export async function otherScreenTexts(): Promise<void> {
  await initialized;
  const language = i18n.language;
  let load = otherTextsLoads.get(language);
  if (!load) {
    load = mainPartsOf(language)
      .otherScreens()
      .then((part) => {
        i18n.addResourceBundle(language, 'translation', part.default, true, true);
      });
    load.catch(() => otherTextsLoads.delete(language));
    otherTextsLoads.set(language, load);
  }
  return load;
}

export function toLanguage(value: string | null | undefined): Language | undefined {
  const primary = value?.toLowerCase().split('-')[0];
  return LANGUAGES.find((language) => language === primary);
}

/** The language the app shows its texts in; a component that calls it renders again when the user switches. */
export function useAppLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return toLanguage(instance.resolvedLanguage) ?? DEFAULT_LANGUAGE;
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
      // A screen that used a text of the rest before it arrived shows it once it does.
      react: { bindI18nStore: 'added' },
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
