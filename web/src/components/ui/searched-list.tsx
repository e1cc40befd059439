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
 * What was typed in each list's search, per visit of its page (the history entry's key, with the field's name): Back
 * to a list, from the course a student opened in it, finds the search as it was left; a new visit starts empty. In
 * memory only, so a reload starts empty too; the newest few are kept.
 */
const typedSearches = new Map<string, string>();
const KEPT_SEARCHES = 50;

function keepTyped(visit: string, query: string): void {
  typedSearches.delete(visit);
  if (query === '') return;
  typedSearches.set(visit, query);
  const oldest = typedSearches.keys().next();
  if (typedSearches.size > KEPT_SEARCHES && !oldest.done) typedSearches.delete(oldest.value);
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
  const [query, setQuery] = useState(() => typedSearches.get(visit) ?? '');
  const [shownCount, setShownCount] = useState(pageSize);
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
          keepTyped(visit, value);
          setShownCount(pageSize);
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
          onClick={() => setShownCount((count) => count + paging.size)}
          sx={{ alignSelf: 'center' }}
        >
          {paging.moreText(Math.min(hidden, paging.size), hidden)}
        </Button>
      )}
    </Stack>
  );
}
