import BookPlus from 'lucide-react/icons/book-plus';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import { useTranslation } from 'react-i18next';
import { ContentLayout } from '@/components/layout/content-layout';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useEditableCourses } from '@/features/courses/api/get-courses';
import {
  CourseManagementList,
  useCourseDeletion,
} from '@/features/courses/components/course-management-list';
import { SearchableCourses } from '@/features/courses/components/searchable-courses';
import { useUser } from '@/lib/auth';

/** courses/list: the courses the user may edit (their own; all for an admin), with question counts. */
export function CourseListRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const courses = useEditableCourses(user);
  const deletion = useCourseDeletion();
  const createButton = (
    <ButtonLink to={paths.courseCreate} icon={<BookPlus size={20} aria-hidden="true" />}>
      {t('courseList.createCourse')}
    </ButtonLink>
  );

  return (
    <ContentLayout
      title={t('pages.courseList.title')}
      description={t('pages.courseList.description')}
      action={createButton}
    >
      {courses.isPending ? (
        <ListSkeleton />
      ) : courses.isError ? (
        <QueryLoadError query={courses} message={t('courseList.fetchError')} />
      ) : courses.data.length === 0 ? (
        <EmptyState icon={<GraduationCap aria-hidden="true" />} title={t('courseList.empty')}>
          {t('courseList.emptyHint')}
        </EmptyState>
      ) : (
        <SearchableCourses courses={courses.data}>
          {(shown) => <CourseManagementList courses={shown} user={user} onDelete={deletion.askToDelete} />}
        </SearchableCourses>
      )}
      {deletion.dialog}
    </ContentLayout>
  );
}
