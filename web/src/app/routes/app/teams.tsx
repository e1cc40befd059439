import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ContentSection } from '@/components/layout/content-section';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { type TeamSummary, useMyTeams } from '@/features/teams/api/get-my-teams';
import { EveryTeam } from '@/features/teams/components/every-team';
import { ManagedTeams } from '@/features/teams/components/managed-teams';
import { TeamPicker } from '@/features/teams/components/team-picker';
import { useUser } from '@/lib/auth';
import { canManageTeams, isAdmin } from '@/lib/token-claims';

/** Where the user was going when the menu asked for a team first (`state.from`), else the course list. */
function destinationAfterChoice(state: unknown): string {
  const from: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, 'from') : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith(paths.teams)
    ? from
    : paths.courses;
}

/**
 * Team selection ("click your team to continue"), for educators and admins the teams they manage, and for an admin
 * every team (they manage any).
 */
export function TeamsRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const teams = useMyTeams();
  const navigate = useNavigate();
  const location = useLocation();
  const showToast = useToast();
  const mayManage = canManageTeams(user);

  const continueWith = (team: TeamSummary) => {
    showToast({ message: t('teams.selected', { name: team.name }) });
    navigate(destinationAfterChoice(location.state), { replace: true });
  };

  if (teams.isPending) {
    return (
      <ContentLayout title={t('teams.title')}>
        <ListSkeleton rows={2} />
      </ContentLayout>
    );
  }
  if (teams.isError) {
    return (
      <ContentLayout title={t('teams.title')}>
        <QueryLoadError query={teams} message={t('teams.loadFailed')} />
      </ContentLayout>
    );
  }

  const memberTeams = teams.data.filter((team) => !team.isOwner);
  const managedTeams = teams.data.filter((team) => team.isOwner);
  return (
    <ContentLayout title={t('teams.title')}>
      {(memberTeams.length > 0 || !mayManage) && (
        <ContentSection
          title={t('teams.yourTeams')}
          description={memberTeams.length > 0 ? t('teams.pickHint') : undefined}
        >
          {memberTeams.length > 0 ? (
            <TeamPicker teams={memberTeams} currentTeamId={user.userGroup} onSelected={continueWith} />
          ) : (
            <EmptyState icon={<Users aria-hidden="true" />} title={t('teams.noTeams')}>
              {t('teams.noTeamsHint', { username: user.username })}
            </EmptyState>
          )}
        </ContentSection>
      )}
      {mayManage && (
        <ContentSection title={t('teams.managedTeams')} description={t('teams.managedHint')}>
          <ManagedTeams teams={managedTeams} />
        </ContentSection>
      )}
      {isAdmin(user) && (
        <ContentSection title={t('teams.allTeams')} description={t('teams.allTeamsHint')}>
          <EveryTeam />
        </ContentSection>
      )}
    </ContentLayout>
  );
}
