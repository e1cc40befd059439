import BookPlus from 'lucide-react/icons/book-plus';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useEditableCourses } from '@/features/courses/api/get-courses';
import { QuestionCreateForm } from '@/features/questions/components/question-create-form';
import { useUser } from '@/lib/auth';
import formCard from './form-card.module.css';

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
        <QueryLoadError query={courses} message={t('error.fetchCourses')} />
      ) : courses.data.length === 0 ? (
        <EmptyState
          icon={<GraduationCap aria-hidden="true" />}
          title={t('questionCreate.noCourses')}
          action={
            <ButtonLink to={paths.courseCreate} icon={<BookPlus size={20} aria-hidden="true" />}>
              {t('courseList.createCourse')}
            </ButtonLink>
          }
        >
          {t('questionCreate.noCoursesHint')}
        </EmptyState>
      ) : (
        <Card padding={0}>
          <div className={formCard.padding}>
            <QuestionCreateForm
              key={preselected ?? ''}
              courses={courses.data}
              preselectedCourseName={preselected}
            />
          </div>
        </Card>
      )}
    </ContentLayout>
  );
}
