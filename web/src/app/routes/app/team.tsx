import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ContentSection } from '@/components/layout/content-section';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { QueryLoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useTeam } from '@/features/teams/api/get-team';
import { TeamJoinCodePanel } from '@/features/teams/components/team-join-code';
import { TeamMembers } from '@/features/teams/components/team-members';
import { isApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { canManageTeam } from '@/lib/token-claims';
import styles from './team.module.css';

// The team's history (its owner's only) loads after the members: its module waits for the assignments' texts.
const TeamHistory = lazy(() => import('./team-history').then((module) => ({ default: module.TeamHistory })));

function BackToTeams() {
  const { t } = useTranslation();
  return <BackLink to={paths.teams} label={t('teams.allTeams')} />;
}

/**
 * One team: its members, managed by the educator who owns it or an admin, seen by its members; anyone else gets the
 * permission text.
 */
export function TeamRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const teamId = useParams().id ?? '';
  const team = useTeam(teamId);

  if (team.isPending) {
    return (
      <ContentLayout title={t('teams.team')} back={<BackToTeams />}>
        <div className={styles.loading} role="status" aria-busy aria-label={t('common.loading')}>
          <Skeleton shape="block" height={56} />
          <Skeleton shape="block" height={160} />
        </div>
      </ContentLayout>
    );
  }
  if (team.isError) {
    const status = isApiError(team.error) ? team.error.status : 0;
    return (
      <ContentLayout title={t('teams.team')} back={<BackToTeams />}>
        {status === 403 ? (
          <Alert tone="warning">{t('permission.denied')}</Alert>
        ) : status === 400 || status === 404 ? (
          <Alert tone="warning">{t('teams.notFound')}</Alert>
        ) : (
          <QueryLoadError query={team} message={t('teams.teamLoadFailed')} />
        )}
      </ContentLayout>
    );
  }
  const manageable = canManageTeam(user, team.data);
  return (
    <ContentLayout
      title={team.data.name}
      description={t('teams.ownerAndCount', {
        owner: team.data.ownerName,
        count: team.data.members.length,
      })}
      back={<BackToTeams />}
    >
      {manageable && team.data.joinCode && (
        <ContentSection title={t('teams.joinCodeTitle')} description={t('teams.joinCodeHint')}>
          <TeamJoinCodePanel teamId={team.data.id} joinCode={team.data.joinCode} />
        </ContentSection>
      )}
      <ContentSection
        title={t('teams.members')}
        description={manageable ? t('teams.membersHint') : undefined}
      >
        <TeamMembers team={team.data} manageable={manageable} />
      </ContentSection>
      {manageable && (
        <Suspense fallback={null}>
          <TeamHistory teamId={team.data.id} />
        </Suspense>
      )}
    </ContentLayout>
  );
}
