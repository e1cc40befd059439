import ChartLine from 'lucide-react/icons/chart-line';
import Play from 'lucide-react/icons/play';
import SearchX from 'lucide-react/icons/search-x';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { BackLink } from '@/components/ui/back-link';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
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
          icon={<SearchX aria-hidden="true" />}
          title={t('error.courseNotFound')}
          action={<ButtonLink to={paths.courses}>{t('progress.backToCourses')}</ButtonLink>}
        >
          {t('progress.notFoundHint')}
        </EmptyState>
      </ContentLayout>
    );
  }

  const practise = (
    <ButtonLink to={quizPath(courseName)} icon={<Play size={20} aria-hidden="true" />}>
      {t('progress.practise')}
    </ButtonLink>
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
        <QueryLoadError query={progress} message={t('progress.fetchError')} />
      ) : progress.data.totals.answers === 0 ? (
        <EmptyState icon={<ChartLine aria-hidden="true" />} title={t('progress.empty')}>
          {t('progress.emptyHint')}
        </EmptyState>
      ) : (
        <CourseProgressView courseName={courseName} progress={progress.data} />
      )}
    </ContentLayout>
  );
}
