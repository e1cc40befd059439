import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { idFromPath, paths } from '@/config/paths';
import { useCourse } from '@/features/courses/api/get-course';
import { CourseEditForm } from '@/features/courses/components/course-edit-form';
import { useUser } from '@/lib/auth';
import { canEditContent } from '@/lib/token-claims';
import formCard from './form-card.module.css';

function CourseEditor({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const user = useUser();
  const course = useCourse(courseId);
  if (course.isPending) return <ListSkeleton rows={3} height={56} />;
  if (course.isError)
    return (
      <QueryError query={course} notFound={t('error.courseNotFound')} failed={t('editCourse.fetchError')} />
    );
  if (!canEditContent(user, course.data.ownerId))
    return <Alert tone="warning">{t('permission.denied')}</Alert>;
  return (
    <Card padding={0}>
      <div className={formCard.padding}>
        <CourseEditForm key={course.data.id} course={course.data} />
      </div>
    </Card>
  );
}

/** courses/{id}/edit: the course's fields, for its owner or an admin. */
export function CourseEditRoute() {
  const { t } = useTranslation();
  const courseId = idFromPath(useParams().id);
  return (
    <ContentLayout
      title={t('pages.courseEdit.title')}
      description={t('pages.courseEdit.description')}
      back={<BackLink to={paths.courseList} label={t('editCourse.allCourses')} />}
    >
      {courseId === null ? (
        <Alert tone="warning">{t('error.courseNotFound')}</Alert>
      ) : (
        <CourseEditor courseId={courseId} />
      )}
    </ContentLayout>
  );
}
