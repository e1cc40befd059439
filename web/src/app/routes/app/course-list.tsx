import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
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
    <Button
      component={RouterLink}
      to={paths.courseCreate}
      variant="contained"
      startIcon={<LibraryAddOutlined />}
    >
      {t('courseList.createCourse')}
    </Button>
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
        <LoadError
          message={t('courseList.fetchError')}
          onRetry={() => void courses.refetch()}
          retrying={courses.isFetching}
        />
      ) : courses.data.length === 0 ? (
        <EmptyState icon={<SchoolOutlined />} title={t('courseList.empty')}>
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
