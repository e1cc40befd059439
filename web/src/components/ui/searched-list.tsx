// The search above a long list (searchable-list.tsx), a module of its own: its form field (form-field.tsx) is
// /login's, and a first screen that imported it would move the field into every page's first load (the framework
// chunk), though only a school's long lists show it.
import SearchX from 'lucide-react/icons/search-x';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { FormField } from './form-field';
import styles from './searchable-list.module.css';
import type { SearchableListProps } from './searchable-list-props';
import { Text } from './text';

/**
 * Where each list's search was left, per visit of its page (the history entry's key, with the field's name): what was
 * typed and how many matches were shown. Back to a list, from the course a student opened in it, finds the list as
 * it was left, its row still there to scroll back to; a new visit starts afresh. In memory only, so a reload starts
 * afresh too; the newest few are kept.
 */
type ListState = { query: string; shown: number };
const listStates = new Map<string, ListState>();
const KEPT_STATES = 50;

/** Keeps a visit's list as it is now; a list as every visit starts (nothing typed, one page) needs no keeping. */
function rememberList(visit: string, state: ListState, pageSize: number): void {
  listStates.delete(visit);
  if (state.query === '' && state.shown <= pageSize) return;
  listStates.set(visit, state);
  const oldest = listStates.keys().next();
  if (listStates.size > KEPT_STATES && !oldest.done) listStates.delete(oldest.value);
}

/** The search, its count, and the matches (a page at a time with `paging`). */
export function SearchedList<Item>({
  items,
  search,
  searchName,
  searchLabel,
  searchHint,
  countText,
  matchText,
  noMatchText,
  paging,
  children,
}: SearchableListProps<Item>) {
  const pageSize = paging?.size ?? Number.POSITIVE_INFINITY;
  const visit = `${useLocation().key} ${searchName}`;
  const [kept] = useState(() => listStates.get(visit));
  const [query, setQuery] = useState(kept?.query ?? '');
  const [shownCount, setShownCount] = useState(kept?.shown ?? pageSize);
  // After "show more", the first row it showed takes the focus: the button may be gone (the last page), and a
  // keyboard user goes on from where the list grew. After every render: only a press of the button sets focusRow.
  const rows = useRef<HTMLDivElement>(null);
  const focusRow = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (focusRow.current === undefined) return;
    const row = rows.current?.querySelectorAll('li')[focusRow.current];
    focusRow.current = undefined;
    row?.querySelector<HTMLElement>('a[href]:not([aria-disabled="true"]), button:not([disabled])')?.focus();
  });
  const found = useMemo(() => search(items, query), [search, items, query]);
  const hidden = Math.max(found.length - shownCount, 0);
  const searching = query.trim() !== '';
  return (
    <div className={styles.stack}>
      <FormField
        type="search"
        name={searchName}
        size="small"
        autoComplete="off"
        label={searchLabel}
        hint={searchHint}
        value={query}
        onChange={(value) => {
          setQuery(value);
          setShownCount(pageSize);
          rememberList(visit, { query: value, shown: pageSize }, pageSize);
        }}
      />
      {/* A live region: a screen reader hears how many are left as the search narrows the list. */}
      <Text size="small" tone="secondary" role="status">
        {searching ? matchText(found.length, items.length) : countText(items.length)}
      </Text>
      {found.length === 0 ? (
        <EmptyState icon={<SearchX aria-hidden="true" />} title={noMatchText(query.trim())} />
      ) : (
        <div ref={rows}>{children(found.slice(0, shownCount))}</div>
      )}
      {paging && hidden > 0 && (
        <div className={styles.more}>
          <Button
            variant="outline"
            onClick={() => {
              const shown = shownCount + paging.size;
              focusRow.current = shownCount;
              setShownCount(shown);
              rememberList(visit, { query, shown }, pageSize);
            }}
          >
            {paging.moreText(Math.min(hidden, paging.size), hidden)}
          </Button>
        </div>
      )}
    </div>
  );
}
