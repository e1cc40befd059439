// A list that grows long in a school (every team, every course) gets a search above it: a short list reads at a
// glance, a long one is found by typing. One component for each such list, so that they search, count and say "no
// match" alike.
import { lazy, type ReactNode, Suspense } from 'react';
import { ListSkeleton } from './list-skeleton';
import type { SearchedList as SearchedListOfItems } from './searched-list';

// `lazy` keeps a component's props but not its type parameter: the cast gives it back.
const SearchedList = lazy(() =>
  import('./searched-list').then((module) => ({ default: module.SearchedList })),
) as unknown as typeof SearchedListOfItems;

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
  /** While the search's module loads (a long list's first show): the list's skeleton, sized as the page's. */
  placeholder?: ReactNode;
};

/** The list alone while it is short; from `searchFrom` items on, with the search (fetched then: `placeholder` meanwhile). */
export function SearchableList<Item>(props: SearchableListProps<Item>) {
  if (props.items.length < props.searchFrom) return props.children(props.items);
  return (
    <Suspense fallback={props.placeholder ?? <ListSkeleton />}>
      <SearchedList {...props} />
    </Suspense>
  );
}
