import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { QueryContent } from '@/components/ui/query-content';
import { idFromPath, paths } from '@/config/paths';
import { useCourse } from '@/features/courses/api/get-course';
import { CourseEditForm } from '@/features/courses/components/course-edit-form';
import { useUser } from '@/lib/auth';
import { canEditContent } from '@/lib/token-claims';
import formCard from './form-card.module.css';

function CourseEditor({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <QueryContent
      query={useCourse(courseId)}
      skeleton={{ rows: 3, height: 56 }}
      notFound={t('error.courseNotFound')}
      failed={t('editCourse.fetchError')}
    >
      {(course) =>
        canEditContent(user, course.ownerId) ? (
          <Card padding={0}>
            <div className={formCard.padding}>
              <CourseEditForm key={course.id} course={course} />
            </div>
          </Card>
        ) : (
          <Alert tone="warning">{t('permission.denied')}</Alert>
        )
      }
    </QueryContent>
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
