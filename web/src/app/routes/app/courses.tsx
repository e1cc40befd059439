import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLayout } from '../../../components/layout/content-layout';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { useCourseCatalog } from '../../../features/courses/api/get-courses';
import { CourseCatalog } from '../../../features/courses/components/course-catalog';
import { useReviewSummaries } from '../../../features/quiz/api/get-review-summary';
import { MasteryBar, MasteryBarPlaceholder, masteryOf } from '../../../features/quiz/components/mastery-bar';

// The student's assignments (issue 18) load after the page: this is a first screen, whose first load stays as small
// as it was (web/test/first-load.test.ts); the section shows only when there is something to show.
const AssignedToMe = lazy(() =>
  import('../../../features/assignments/components/assigned-to-me').then((module) => ({
    default: module.AssignedToMe,
  })),
);

/** courses (SPEC §2): pick a course to drill; each shows its question count and the student's mastery of it. */
export function CoursesRoute() {
  const { t } = useTranslation();
  const courses = useCourseCatalog();
  // The student's memory of each course (issue 15). It comes after the list: until it is known each bar's place is
  // held, so the rows keep their height when it arrives; when it cannot be read, no bars.
  const summaries = useReviewSummaries();
  const byName = new Map(summaries.data?.courses.map((summary) => [summary.courseName, summary]));
  return (
    <ContentLayout title={t('pages.courses.title')} description={t('pages.courses.description')}>
      {/* What the teacher asked for comes before free choice. */}
      <Suspense fallback={null}>
        <AssignedToMe />
      </Suspense>
      {courses.isPending ? (
        <ListSkeleton rows={4} height={96} />
      ) : courses.isError ? (
        <LoadError
          message={t('courseList.fetchError')}
          onRetry={() => void courses.refetch()}
          retrying={courses.isFetching}
        />
      ) : courses.data.length === 0 ? (
        <EmptyState icon={<SchoolOutlined />} title={t('courseCatalog.empty')}>
          {t('courseCatalog.emptyHint')}
        </EmptyState>
      ) : (
        <CourseCatalog
          courses={courses.data}
          extraOf={(course) =>
            course.questionCount === 0 ? null : summaries.isPending ? (
              <MasteryBarPlaceholder />
            ) : summaries.data ? (
              <MasteryBar mastery={masteryOf(course.questionCount, byName.get(course.name))} />
            ) : null
          }
        />
      )}
    </ContentLayout>
  );
}
