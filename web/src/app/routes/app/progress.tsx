import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { paths, quizPath } from '@/config/paths';
import { useCourseByName } from '@/features/courses/api/get-courses';
import { useCourseProgress } from '@/features/quiz/api/get-course-progress';
import { CourseProgressView } from '@/features/quiz/components/course-progress-view';
import { isApiError } from '@/lib/api-client';

/** progress/{courseName}: the user's results in one course, session by session. */
export function ProgressRoute() {
  const { t } = useTranslation();
  const courseName = useParams().courseName ?? '';
  const course = useCourseByName(courseName);
  const progress = useCourseProgress(courseName);
  const displayName = course.data?.displayName ?? courseName;
  const back = <BackLink to={paths.courses} label={t('quiz.allCourses')} />;

  // The quiz service knows no course of that name: nothing to retry, and nothing to practise.
  if (isApiError(progress.error) && progress.error.status === 404) {
    return (
      <ContentLayout title={t('pages.progress.title')} back={back}>
        <EmptyState
          icon={<SearchOffOutlined />}
          title={t('error.courseNotFound')}
          action={
            <Button component={RouterLink} to={paths.courses} variant="contained">
              {t('progress.backToCourses')}
            </Button>
          }
        >
          {t('progress.notFoundHint')}
        </EmptyState>
      </ContentLayout>
    );
  }

  const practise = (
    <Button
      component={RouterLink}
      to={quizPath(courseName)}
      variant="contained"
      startIcon={<PlayArrowRounded />}
    >
      {t('progress.practise')}
    </Button>
  );

  return (
    <ContentLayout
      title={t('progress.title', { course: displayName })}
      description={t('pages.progress.description')}
      back={back}
      action={practise}
    >
      {progress.isPending ? (
        <ListSkeleton rows={3} height={120} />
      ) : progress.isError ? (
        <LoadError
          message={t('progress.fetchError')}
          onRetry={() => void progress.refetch()}
          retrying={progress.isFetching}
        />
      ) : progress.data.totals.answers === 0 ? (
        <EmptyState icon={<InsightsOutlined />} title={t('progress.empty')}>
          {t('progress.emptyHint')}
        </EmptyState>
      ) : (
        <CourseProgressView courseName={courseName} progress={progress.data} />
      )}
    </ContentLayout>
  );
}
