import { useTranslation } from 'react-i18next';
import { searchTeams, TEAM_SEARCH_FROM } from '@/components/fields/team-search';
import { SearchableList } from '@/components/ui/searchable-list';
import type { TeamSummary } from '@/features/teams/api/get-my-teams';
import { TeamLinks } from './team-links';

/** Teams listed at once, and added by "show more": a long list would make a phone's page endless. */
const TEAM_PAGE_SIZE = 50;

/**
 * Teams to manage as links; a long list gets a search on the team's or the teacher's name (TEAM_SEARCH_FROM) and is
 * shown a page at a time (TEAM_PAGE_SIZE).
 */
export function SearchableTeamLinks({
  teams,
  label,
  searchName,
  searchLabel,
  detailOf,
}: {
  teams: readonly TeamSummary[];
  /** The list's accessible name. */
  label: string;
  /** The search field's name and label, naming the list it searches (a page may have two). */
  searchName: string;
  searchLabel: string;
  detailOf: (team: TeamSummary) => string;
}) {
  const { t } = useTranslation();
  return (
    <SearchableList
      items={teams}
      searchFrom={TEAM_SEARCH_FROM}
      search={searchTeams}
      searchName={searchName}
      searchLabel={searchLabel}
      searchHint={t('teams.searchHint')}
      countText={(total) => t('teams.teamCount', { count: total })}
      matchText={(count, total) => t('teams.searchCount', { count, total })}
      noMatchText={(query) => t('teams.searchNoMatch', { query })}
      paging={{
        size: TEAM_PAGE_SIZE,
        moreText: (count, hidden) =>
          count === hidden ? t('teams.showRest', { count }) : t('teams.showMore', { count, total: hidden }),
      }}
    >
      {(shown) => <TeamLinks teams={shown} label={label} detailOf={detailOf} />}
    </SearchableList>
  );
}
