import GraduationCap from 'lucide-react/icons/graduation-cap';
import { useTranslation } from 'react-i18next';
import { ContentLayout } from '@/components/layout/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { courseQuestionsPath } from '@/config/paths';
import { useEditableCourses } from '@/features/courses/api/get-courses';
import { CoursePickerList } from '@/features/courses/components/course-picker-list';
import { useUser } from '@/lib/auth';

/** questions/course: pick one of the user's courses to see and edit its questions. */
export function QuestionCoursesRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const courses = useEditableCourses(user);
  return (
    <ContentLayout title={t('pages.questionCourses.title')} description={t('questionCourses.pickHint')}>
      {courses.isPending ? (
        <ListSkeleton />
      ) : courses.isError ? (
        <QueryLoadError query={courses} message={t('questionCourses.fetchError')} />
      ) : courses.data.length === 0 ? (
        <EmptyState icon={<GraduationCap aria-hidden="true" />} title={t('courseList.empty')}>
          {t('courseList.emptyHint')}
        </EmptyState>
      ) : (
        <CoursePickerList
          courses={courses.data}
          user={user}
          label={t('pages.questionCourses.title')}
          linkTo={(course) => courseQuestionsPath(course.id)}
        />
      )}
    </ContentLayout>
  );
}
