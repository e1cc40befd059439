import ListAltRounded from '@mui/icons-material/ListAltRounded';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { liveHostPath, paths } from '@/config/paths';
import { useCourseCatalog } from '@/features/courses/api/get-courses';
import { LiveCreateForm } from '@/features/live/components/live-create-form';
import { useTeamsToTeach } from '@/features/teams/api/get-my-teams';
import { useUser } from '@/lib/auth';
import { canManageContent } from '@/lib/token-claims';

/** `/live/new` (issue 17): a host picks a course with questions and the game's settings. */
export function LiveNewRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  // Hosts are those who manage content: educators, admins and premium members (classroom's mayHost).
  const mayHost = canManageContent(user);
  const courses = useCourseCatalog();
  const playable = courses.data?.filter((course) => course.questionCount > 0) ?? [];
  // The host's own teams (an admin's: every team), for a game only a team plays (issue 18); until they load, or
  // without any, no picker.
  const teams = useTeamsToTeach(user).data ?? [];
  return (
    <ContentLayout
      title={t('live.new.title')}
      description={t('live.new.description')}
      action={
        <Button component={RouterLink} to={paths.liveGames} startIcon={<ListAltRounded />}>
          {t('live.new.myGames')}
        </Button>
      }
    >
      {!mayHost ? (
        <Alert severity="info">{t('live.new.notHost')}</Alert>
      ) : courses.isPending ? (
        <ListSkeleton rows={3} height={56} />
      ) : courses.isError ? (
        <LoadError
          message={t('live.new.coursesFailed')}
          onRetry={() => void courses.refetch()}
          retrying={courses.isFetching}
        />
      ) : playable.length === 0 ? (
        <EmptyState icon={<SchoolOutlined />} title={t('live.new.noCourses')} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <LiveCreateForm
            courses={playable}
            teams={teams}
            onCreated={(game) => navigate(liveHostPath(game.gameId))}
          />
        </Paper>
      )}
    </ContentLayout>
  );
}
