// The search above a long list (searchable-list.tsx), a module of its own: its outlined field is /login's, and a
// first screen that imported it would put the field into every page's first load (the framework chunk, +8 kB gzipped
// on /courses), though only a school's long lists show it.
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { EmptyState } from './empty-state';
import { FormField } from './form-field';
import type { SearchableListProps } from './searchable-list';

/**
 * Where each list's search was left, per visit of its page (the history entry's key, with the field's name): what was
 * typed and how many matches were shown. Back to a list, from the course a student opened in it, finds the list as
 * it was left, its row still there to scroll back to; a new visit starts afresh. In memory only, so a reload starts
 * afresh too; the newest few are kept.
 */
type LeftSearch = { query: string; shown: number };
const leftSearches = new Map<string, LeftSearch>();
const KEPT_SEARCHES = 50;

function keepLeft(visit: string, left: LeftSearch, pageSize: number): void {
  leftSearches.delete(visit);
  if (left.query === '' && left.shown <= pageSize) return;
  leftSearches.set(visit, left);
  const oldest = leftSearches.keys().next();
  if (leftSearches.size > KEPT_SEARCHES && !oldest.done) leftSearches.delete(oldest.value);
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
  const [left] = useState(() => leftSearches.get(visit));
  const [query, setQuery] = useState(left?.query ?? '');
  const [shownCount, setShownCount] = useState(left?.shown ?? pageSize);
  const found = useMemo(() => search(items, query), [search, items, query]);
  const hidden = Math.max(found.length - shownCount, 0);
  const searching = query.trim() !== '';
  return (
    <Stack spacing={1.5}>
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
          keepLeft(visit, { query: value, shown: pageSize }, pageSize);
        }}
      />
      {/* A live region: a screen reader hears how many are left as the search narrows the list. */}
      <Typography variant="body2" color="text.secondary" role="status">
        {searching ? matchText(found.length, items.length) : countText(items.length)}
      </Typography>
      {found.length === 0 ? (
        <EmptyState icon={<SearchOffRounded />} title={noMatchText(query.trim())} />
      ) : (
        children(found.slice(0, shownCount))
      )}
      {paging && hidden > 0 && (
        <Button
          variant="outlined"
          onClick={() => {
            const shown = shownCount + paging.size;
            setShownCount(shown);
            keepLeft(visit, { query, shown }, pageSize);
          }}
          sx={{ alignSelf: 'center' }}
        >
          {paging.moreText(Math.min(hidden, paging.size), hidden)}
        </Button>
      )}
    </Stack>
  );
}
