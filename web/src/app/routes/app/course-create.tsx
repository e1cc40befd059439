import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { ContentLayout } from '@/components/layout/content-layout';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { CourseCreateForm } from '@/features/courses/components/course-create-form';

export function CourseCreateRoute() {
  const { t } = useTranslation();
  return (
    <ContentLayout
      title={t('pages.courseCreate.title')}
      description={t('pages.courseCreate.description')}
      back={<BackLink to={paths.courseList} label={t('editCourse.allCourses')} />}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <CourseCreateForm />
      </Paper>
    </ContentLayout>
  );
}
