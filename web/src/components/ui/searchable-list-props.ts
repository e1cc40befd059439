// What a searchable list is given (searchable-list.tsx), in a module of its own: the list and its lazily loaded search
// (searched-list.tsx) both read it, and neither imports the other for it.
import type { ReactNode } from 'react';

export type SearchableListProps<Item> = {
  items: readonly Item[];
  /** From this many items the list has its search; fewer are the list alone. */
  searchFrom: number;
  /** The items that match what was typed, in order (lib/lenient-search.ts). */
  search: (items: readonly Item[], query: string) => readonly Item[];
  /** The search field's name and label; the label names the list it searches (a page may have two). */
  searchName: string;
  searchLabel: string;
  /** Under the search field: what one may type. */
  searchHint: string;
  /** Above the list: how many there are, and while searching how many of them match. */
  countText: (total: number) => string;
  matchText: (count: number, total: number) => string;
  noMatchText: (query: string) => string;
  /**
   * Shown at once, the rest by a "show more" button that says how many it adds (`moreText`), so a phone's page is not
   * endless. Without it every match shows.
   */
  paging?: { size: number; moreText: (count: number, hidden: number) => string };
  /** The list of the items to show. */
  children: (shown: readonly Item[]) => ReactNode;
};
