// The app's one search over a list: what a teacher types into the teams page's search and the pickers' fields.

/**
 * Text as a search compares it: lower case, without accents, spaces collapsed. Lenient on purpose: "klass 9a",
 * "KLASS 9A" and "Klass  9A" find the same team, and "ostra" finds "Östra skolan" from a keyboard without å, ä, ö.
 */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('sv')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The items whose text (`textOf`) holds every word of `query`, in the list's order; all of them (the same list) for
 * an empty query. Words in any order: one of a team's name and one of its teacher's narrow a long list to one.
 */
export function searchByWords<Item>(
  items: readonly Item[],
  query: string,
  textOf: (item: Item) => string,
): readonly Item[] {
  const words = searchable(query).split(' ').filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const text = searchable(textOf(item));
    return words.every((word) => text.includes(word));
  });
}
