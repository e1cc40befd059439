import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useEditableCourses } from '@/features/courses/api/get-courses';
import { QuestionCreateForm } from '@/features/questions/components/question-create-form';
import { useUser } from '@/lib/auth';

/** questions/create: a question for one of the user's courses; `?course=<name>` preselects it (SPEC §2). */
export function QuestionCreateRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const courses = useEditableCourses(user);
  const preselected = useSearchParams()[0].get('course');

  return (
    <ContentLayout
      title={t('pages.questionCreate.title')}
      description={t('pages.questionCreate.description')}
    >
      {courses.isPending ? (
        <ListSkeleton rows={4} height={64} />
      ) : courses.isError ? (
        <LoadError
          message={t('error.fetchCourses')}
          onRetry={() => void courses.refetch()}
          retrying={courses.isFetching}
        />
      ) : courses.data.length === 0 ? (
        <EmptyState icon={<SchoolOutlined />} title={t('questionCreate.noCourses')}>
          {t('questionCreate.noCoursesHint')}
          <Button
            component={RouterLink}
            to={paths.courseCreate}
            variant="contained"
            startIcon={<LibraryAddOutlined />}
            sx={{ display: 'flex', width: 'fit-content', mx: 'auto', mt: 2 }}
          >
            {t('courseList.createCourse')}
          </Button>
        </EmptyState>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <QuestionCreateForm
            key={preselected ?? ''}
            courses={courses.data}
            preselectedCourseName={preselected}
          />
        </Paper>
      )}
    </ContentLayout>
  );
}
