// Lists sorted for people: in the app's language, not the browser's. Swedish files å, ä and ö after z, English
// under a and o, so a Swedish page on an English browser would otherwise sort "Ängelholm" among the a's.
import type { Language } from '@quizdrill/contracts/types';

// One collator per language: building one loads the language's collation rules, which is not cheap on a phone (the
// route preloads script builds the page language's first, while the framework downloads: web/build/route-preloads.mjs).
const collators = new Map<Language, Intl.Collator>();

/** A comparator of texts as `language` sorts them (for `Array.prototype.sort`). */
export function textOrder(language: Language): (a: string, b: string) => number {
  let collator = collators.get(language);
  if (!collator) {
    // Numbers in a name sort as numbers, as people count: "Klass 9A" before "Klass 10A", "Kapitel 2" before "Kapitel 10".
    collator = new Intl.Collator(language, { numeric: true });
    collators.set(language, collator);
  }
  const sorted = collator;
  return (a, b) => sorted.compare(a, b);
}
