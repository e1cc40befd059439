// Which of the app's languages a pasted text is in, so text to quiz can ask for questions in that language.
import type { Language } from '@/lib/i18n';

/**
 * Frequent short words of each language. A word both languages use often ("i", "in", "under", "man", "all") is in
 * neither list: only words that tell the languages apart count.
 */
const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  sv: new Set(
    (
      'och att det som en är av för med till den har de inte om ett på jag men så var sig från vi kan när ' +
      'han hon sin sina ska skulle eller vid efter också detta dessa hade mycket bara alla där hur vad mellan ' +
      'genom utan sedan denna deras mot upp ut än nu då här oss dem vara varit även samt andra hos inom olika ' +
      'blir blev finns många vilket vilken vilka kallas bland ingen inga något några sitt mer mest'
    ).split(' '),
  ),
  en: new Set(
    (
      'the a and of to is that it with as for was on are by be this from or have an not but they which their ' +
      'has been were can more when there also into its than other these what some we he she his her would ' +
      'will about how one each called through between after who does did if our you your them so most ' +
      'many such only any'
    ).split(' '),
  ),
};

/** Letters English never uses and Swedish uses all the time. */
const SWEDISH_LETTERS = /[åäö]/;

/** Fewer telling words than this, and the text says too little to choose. */
const MINIMUM_EVIDENCE = 3;

/**
 * Swedish or English, from how many of each language's common words the text uses (and, for Swedish, words with
 * å, ä or ö); undefined when the text is too short to tell or the two are even.
 */
export function detectTextLanguage(text: string): Language | undefined {
  const score: Record<Language, number> = { sv: 0, en: 0 };
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (STOP_WORDS.sv.has(word) || SWEDISH_LETTERS.test(word)) score.sv += 1;
    else if (STOP_WORDS.en.has(word)) score.en += 1;
  }
  if (score.sv + score.en < MINIMUM_EVIDENCE || score.sv === score.en) return undefined;
  return score.sv > score.en ? 'sv' : 'en';
}
