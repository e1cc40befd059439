import { useTranslation } from 'react-i18next';
import { ContentLayout } from '@/components/layout/content-layout';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { CourseCreateForm } from '@/features/courses/components/course-create-form';
import formCard from './form-card.module.css';

export function CourseCreateRoute() {
  const { t } = useTranslation();
  return (
    <ContentLayout
      title={t('pages.courseCreate.title')}
      description={t('pages.courseCreate.description')}
      back={<BackLink to={paths.courseList} label={t('editCourse.allCourses')} />}
    >
      <Card padding={0}>
        <div className={formCard.padding}>
          <CourseCreateForm />
        </div>
      </Card>
    </ContentLayout>
  );
}
