// A list that grows long in a school (every team, every course) gets a search above it: a short list reads at a
// glance, a long one is found by typing. One component for each such list, so that they search, count and say "no
// match" alike.
import { lazy, type ReactNode, Suspense, useState } from 'react';
import styles from './searchable-list.module.css';
import type { SearchableListProps } from './searchable-list-props';
import { Skeleton } from './skeleton';
import { TextFieldPlaceholder } from './text-field-placeholder';

// `lazy` keeps a component's props but not its type parameter: the cast gives it back.
const SearchedList = lazy(() =>
  import('./searched-list').then((module) => ({ default: module.SearchedList })),
) as <Item>(props: SearchableListProps<Item>) => ReactNode;

/**
 * The list alone while it is short; from `searchFrom` items on, with the search above it. The search's module comes
 * when a list is first long: meanwhile the list shows already, below the search's room held in grey, so that neither
 * waits for the other nor moves when the search comes.
 */
export function SearchableList<Item>(props: SearchableListProps<Item>) {
  // Once long, the list keeps its search while it shows: a row deleted (ten courses left nine) takes neither the
  // search nor what was typed in it away.
  const [wasLong, setWasLong] = useState(false);
  const long = props.items.length >= props.searchFrom;
  if (long && !wasLong) setWasLong(true);
  if (!long && !wasLong) return props.children(props.items);
  const firstPage = props.paging ? props.items.slice(0, props.paging.size) : props.items;
  return (
    <Suspense fallback={<SearchPlaceholder>{props.children(firstPage)}</SearchPlaceholder>}>
      <SearchedList {...props} />
    </Suspense>
  );
}

/**
 * SearchedList's layout with grey in place of its field, hint and count: the same stack, and each line as high as the
 * one replacing it (searchable-list.module.css; the browser test holds the search back and measures).
 */
function SearchPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div className={styles.stack}>
      <TextFieldPlaceholder size="small" />
      <div className={styles.count} aria-hidden="true">
        <Skeleton width="8em" height="1lh" />
      </div>
      {children}
    </div>
  );
}
