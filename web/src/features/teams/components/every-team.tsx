import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useEveryTeam } from '@/features/teams/api/get-my-teams';
import { SearchableTeamLinks } from './searchable-team-links';

/** An admin's list of every team, each with its teacher, opening its member management like one's own. */
export function EveryTeam() {
  const { t } = useTranslation();
  const teams = useEveryTeam();
  if (teams.isPending) return <ListSkeleton rows={2} />;
  if (teams.isError) {
    return <QueryLoadError query={teams} message={t('teams.allTeamsLoadFailed')} />;
  }
  if (teams.data.length === 0) {
    return <EmptyState icon={<Users aria-hidden="true" />} title={t('teams.noManagedTeams')} />;
  }
  return (
    <SearchableTeamLinks
      teams={teams.data}
      label={t('teams.allTeams')}
      searchName="everyTeamSearch"
      searchLabel={t('teams.searchAll')}
      detailOf={(team) => t('teams.ownerAndCount', { owner: team.ownerName, count: team.memberCount })}
    />
  );
}
