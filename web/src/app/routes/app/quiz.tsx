import FileQuestionMark from 'lucide-react/icons/file-question-mark';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { paths, quizDrillOf } from '@/config/paths';
import { useCourseByName } from '@/features/courses/api/get-courses';
import { QuizSession } from '@/features/quiz/components/quiz-session';
import { useUser } from '@/lib/auth';
import { accountIdOf } from '@/lib/token-claims';

/** quiz/{courseName} (SPEC §2): the course's quiz session, once the course is known to have questions. */
export function QuizRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const courseName = useParams().courseName ?? '';
  // `?drill=REVIEW` (the welcome screen's "Repetera nu"): the page starts a review instead of the ordinary quiz.
  const startWith = quizDrillOf(useSearchParams()[0]);
  const course = useCourseByName(courseName);
  const back = <BackLink to={paths.courses} label={t('quiz.allCourses')} />;

  if (course.isPending || course.isError || !course.data) {
    return (
      <ContentLayout title={t('pages.quiz.title')} back={back}>
        {course.isPending ? (
          <ListSkeleton rows={3} height={96} />
        ) : course.isError ? (
          <QueryLoadError query={course} message={t('courseList.fetchError')} />
        ) : (
          <Alert tone="warning">{t('error.courseNotFound')}</Alert>
        )}
      </ContentLayout>
    );
  }

  return (
    <ContentLayout title={course.data.displayName} back={back}>
      {course.data.questionCount === 0 ? (
        <EmptyState icon={<FileQuestionMark aria-hidden="true" />} title={t('quiz.emptyCourse')}>
          {t('quiz.emptyCourseHint')}
        </EmptyState>
      ) : (
        <QuizSession
          // Another course or another account is another session (SPEC §4).
          key={`${course.data.name} ${accountIdOf(user)}`}
          courseName={course.data.name}
          questionCount={course.data.questionCount}
          userId={accountIdOf(user)}
          startWith={startWith}
        />
      )}
    </ContentLayout>
  );
}
