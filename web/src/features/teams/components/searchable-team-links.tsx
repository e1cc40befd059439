import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField } from '../../../components/ui/form-field';
import type { TeamSummary } from '../api/get-my-teams';
import { searchTeams, TEAM_SEARCH_FROM } from '../utils/team-search';
import { TeamLinks } from './team-links';

/** Teams listed at once, and added by "show more": a long list would make a phone's page endless. */
const TEAM_PAGE_SIZE = 50;

type TeamListProps = {
  teams: readonly TeamSummary[];
  /** The list's accessible name. */
  label: string;
  /** The search field's label, naming the list it searches (a page may have two). */
  searchLabel: string;
  detailOf: (team: TeamSummary) => string;
};

/** The list narrowed by a search on the team's or the teacher's name, and shown a page at a time. */
function SearchedTeamLinks({ teams, label, searchLabel, detailOf }: TeamListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [shownCount, setShownCount] = useState(TEAM_PAGE_SIZE);
  const found = useMemo(() => searchTeams(teams, query), [teams, query]);
  const hidden = Math.max(found.length - shownCount, 0);
  const searching = query.trim() !== '';
  return (
    <Stack spacing={1.5}>
      <FormField
        type="search"
        name="teamSearch"
        size="small"
        autoComplete="off"
        label={searchLabel}
        hint={t('teams.searchHint')}
        value={query}
        onChange={(value) => {
          setQuery(value);
          setShownCount(TEAM_PAGE_SIZE);
        }}
      />
      {/* A live region: a screen reader hears how many are left as the search narrows the list. */}
      <Typography variant="body2" color="text.secondary" role="status">
        {searching
          ? t('teams.searchCount', { count: found.length, total: teams.length })
          : t('teams.teamCount', { count: teams.length })}
      </Typography>
      {found.length === 0 ? (
        <EmptyState icon={<SearchOffRounded />} title={t('teams.searchNoMatch', { query: query.trim() })} />
      ) : (
        <TeamLinks teams={found.slice(0, shownCount)} label={label} detailOf={detailOf} />
      )}
      {hidden > 0 && (
        <Button
          variant="outlined"
          onClick={() => setShownCount((count) => count + TEAM_PAGE_SIZE)}
          sx={{ alignSelf: 'center' }}
        >
          {t('teams.showMore', { count: Math.min(hidden, TEAM_PAGE_SIZE), total: hidden })}
        </Button>
      )}
    </Stack>
  );
}

/** Teams to manage as links; a long list gets a search and pages (TEAM_SEARCH_FROM, TEAM_PAGE_SIZE). */
export function SearchableTeamLinks(props: TeamListProps) {
  if (props.teams.length < TEAM_SEARCH_FROM) {
    return <TeamLinks teams={props.teams} label={props.label} detailOf={props.detailOf} />;
  }
  return <SearchedTeamLinks {...props} />;
}
