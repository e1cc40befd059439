import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { BackLink } from '@/components/ui/back-link';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { courseQuestionsPath, idFromPath, paths } from '@/config/paths';
import { useQuestion } from '@/features/questions/api/get-question';
import { QuestionEditForm } from '@/features/questions/components/question-edit-form';

function QuestionEditor({ questionId }: { questionId: number }) {
  const { t } = useTranslation();
  const question = useQuestion(questionId);
  if (question.isPending) return <ListSkeleton rows={5} height={56} />;
  if (question.isError) {
    return (
      <QueryError
        error={question.error}
        notFound={t('error.questionNotFound')}
        failed={t('editQuestion.fetchError')}
        onRetry={() => void question.refetch()}
        retrying={question.isFetching}
      />
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <QuestionEditForm key={question.data.id} question={question.data} />
    </Paper>
  );
}

/** questions/{id}/edit: the question, its options and image, for the course's owner or an admin. */
export function QuestionEditRoute() {
  const { t } = useTranslation();
  const questionId = idFromPath(useParams().id);
  const question = useQuestion(questionId);
  const back = question.data ? (
    <BackLink to={courseQuestionsPath(question.data.courseId)} label={t('editQuestion.backToQuestions')} />
  ) : (
    <BackLink to={paths.questionCourses} label={t('editQuestion.allCourses')} />
  );
  return (
    <ContentLayout
      title={t('pages.questionEdit.title')}
      description={t('pages.questionEdit.description')}
      back={back}
    >
      {questionId === null ? (
        <Alert severity="warning">{t('editQuestion.missingId')}</Alert>
      ) : (
        <QuestionEditor questionId={questionId} />
      )}
    </ContentLayout>
  );
}
