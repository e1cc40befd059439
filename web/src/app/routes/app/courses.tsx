import GraduationCap from 'lucide-react/icons/graduation-cap';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLayout } from '@/components/layout/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useAssignments } from '@/features/assignments/api/assignments';
import { useCourseCatalog } from '@/features/courses/api/get-courses';
import { CourseCatalog } from '@/features/courses/components/course-catalog';
import { SearchableCourses } from '@/features/courses/components/searchable-courses';
import { useReviewSummaries } from '@/features/quiz/api/get-review-summary';
import { MasteryBar, MasteryBarPlaceholder, masteryOf } from '@/features/quiz/components/mastery-bar';
import { awaitsFirstAnswer } from '@/lib/query-client';

// The student's assignments section (issue 18) is a module of its own, loaded only for a student who has some:
// this is a first screen, whose first load stays small (web/test/first-load.test.ts).
const AssignedToMe = lazy(() =>
  import('@/features/assignments/components/assigned-to-me').then((module) => ({
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
  // What the teacher asked for comes before free choice, so the list waits for it (its call starts beside the
  // list's, in the route's loader): a section arriving above a list already shown would push the course a student
  // is about to tap down the screen. A failed call holds nothing: the list shows without the section.
  const assignments = useAssignments();
  const hasAssignments = (assignments.data?.assigned.length ?? 0) > 0;
  // A course's row with its description, chips and bar: its progress button wraps under it on a phone.
  const skeleton = <ListSkeleton rows={4} height={{ xs: 204, sm: 160 }} />;
  return (
    <ContentLayout title={t('pages.courses.title')} description={t('pages.courses.description')}>
      {courses.isPending || awaitsFirstAnswer(assignments) ? (
        skeleton
      ) : (
        // The section and the list show together, once the section's module is in.
        <Suspense fallback={skeleton}>
          {hasAssignments && <AssignedToMe />}
          {courses.isError ? (
            <QueryLoadError query={courses} message={t('courseList.fetchError')} />
          ) : courses.data.length === 0 ? (
            <EmptyState icon={<GraduationCap aria-hidden="true" />} title={t('courseCatalog.empty')}>
              {t('courseCatalog.emptyHint')}
            </EmptyState>
          ) : (
            <SearchableCourses courses={courses.data}>
              {(shown) => (
                <CourseCatalog
                  courses={shown}
                  extraOf={(course) =>
                    course.questionCount === 0 ? null : summaries.isPending ? (
                      <MasteryBarPlaceholder />
                    ) : summaries.data ? (
                      <MasteryBar mastery={masteryOf(course.questionCount, byName.get(course.name))} />
                    ) : null
                  }
                />
              )}
            </SearchableCourses>
          )}
        </Suspense>
      )}
    </ContentLayout>
  );
}
