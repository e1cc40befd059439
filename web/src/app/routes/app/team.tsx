import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ContentLayout } from '../../../components/layout/content-layout';
import { ContentSection } from '../../../components/layout/content-section';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { useAssignments } from '../../../features/assignments/api/assignments';
import { TeachingAssignments } from '../../../features/assignments/components/teaching-assignments';
import { useGames } from '../../../features/live/api/live-games';
import { LiveGamesList } from '../../../features/live/components/live-games-list';
import { useTeam } from '../../../features/teams/api/get-team';
import { TeamMembers } from '../../../features/teams/components/team-members';
import { isApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { canManageTeam } from '../../../lib/token-claims';

/** A managed team's history (issue 18): its assignments with their completion, and the live games played with it. */
function TeamHistory({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const assignments = useAssignments();
  const games = useGames();
  const teamAssignments =
    assignments.data?.teaching.filter((assignment) => assignment.group.id === teamId) ?? [];
  const teamGames = games.data?.filter((game) => game.group?.id === teamId) ?? [];
  return (
    <>
      <ContentSection title={t('assignments.team.title')}>
        {assignments.isPending ? (
          <ListSkeleton rows={1} height={140} />
        ) : assignments.isError ? (
          <LoadError
            message={t('assignments.failed')}
            onRetry={() => void assignments.refetch()}
            retrying={assignments.isFetching}
          />
        ) : teamAssignments.length === 0 ? (
          <EmptyState icon={<AssignmentOutlined />} title={t('assignments.team.empty')}>
            {t('assignments.team.newHint')}
          </EmptyState>
        ) : (
          <TeachingAssignments assignments={teamAssignments} />
        )}
      </ContentSection>
      {teamGames.length > 0 && (
        <ContentSection title={t('assignments.team.liveGames')}>
          <LiveGamesList games={teamGames} />
        </ContentSection>
      )}
    </>
  );
}

function BackToTeams() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={paths.teams} startIcon={<ArrowBackRounded />} sx={{ ml: -1, mb: 1 }}>
      {t('teams.allTeams')}
    </Button>
  );
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
        <Stack spacing={1.5} aria-busy aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      </ContentLayout>
    );
  }
  if (team.isError) {
    const status = isApiError(team.error) ? team.error.status : 0;
    return (
      <ContentLayout title={t('teams.team')} back={<BackToTeams />}>
        {status === 403 ? (
          <Alert severity="warning">{t('permission.denied')}</Alert>
        ) : status === 400 || status === 404 ? (
          <Alert severity="warning">{t('teams.notFound')}</Alert>
        ) : (
          <LoadError
            message={t('teams.teamLoadFailed')}
            onRetry={() => void team.refetch()}
            retrying={team.isFetching}
          />
        )}
      </ContentLayout>
    );
  }
  const manageable = canManageTeam(user, team.data);
  return (
    <ContentLayout
      title={team.data.name}
      description={t('teams.ownerAndCount', {
        owner: team.data.ownerUsername,
        count: team.data.members.length,
      })}
      back={<BackToTeams />}
    >
      <ContentSection
        title={t('teams.members')}
        description={manageable ? t('teams.membersHint') : undefined}
      >
        <TeamMembers team={team.data} manageable={manageable} />
      </ContentSection>
      {manageable && <TeamHistory teamId={team.data.id} />}
    </ContentLayout>
  );
}
