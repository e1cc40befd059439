import ListChecks from 'lucide-react/icons/list-checks';
import School from 'lucide-react/icons/school';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { liveHostPath, paths } from '@/config/paths';
import { useCourseCatalog } from '@/features/courses/api/get-courses';
import { LiveCreateForm } from '@/features/live/components/live-create-form';
import { useTeamsToTeach } from '@/features/teams/api/get-my-teams';
import { useUser } from '@/lib/auth';
import { canManageContent } from '@/lib/token-claims';
import styles from './live-new.module.css';

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
        <ButtonLink to={paths.liveGames} variant="text" icon={<ListChecks size={20} aria-hidden="true" />}>
          {t('live.new.myGames')}
        </ButtonLink>
      }
    >
      {!mayHost ? (
        <Alert tone="info">{t('live.new.notHost')}</Alert>
      ) : courses.isPending ? (
        <ListSkeleton rows={3} height={56} />
      ) : courses.isError ? (
        <QueryLoadError query={courses} message={t('live.new.coursesFailed')} />
      ) : playable.length === 0 ? (
        <EmptyState icon={<School aria-hidden="true" />} title={t('live.new.noCourses')} />
      ) : (
        <Card padding={0}>
          <div className={styles.form}>
            <LiveCreateForm
              courses={playable}
              teams={teams}
              onCreated={(game) => navigate(liveHostPath(game.gameId))}
            />
          </div>
        </Card>
      )}
    </ContentLayout>
  );
}
