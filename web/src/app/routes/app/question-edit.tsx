import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { QueryContent } from '@/components/ui/query-content';
import { courseQuestionsPath, idFromPath, paths } from '@/config/paths';
import { useQuestion } from '@/features/questions/api/get-question';
import { QuestionEditForm } from '@/features/questions/components/question-edit-form';
import formCard from './form-card.module.css';

function QuestionEditor({ questionId }: { questionId: number }) {
  const { t } = useTranslation();
  return (
    <QueryContent
      query={useQuestion(questionId)}
      skeleton={{ rows: 5, height: 56 }}
      notFound={t('error.questionNotFound')}
      failed={t('editQuestion.fetchError')}
    >
      {(question) => (
        <Card padding={0}>
          <div className={formCard.padding}>
            <QuestionEditForm key={question.id} question={question} />
          </div>
        </Card>
      )}
    </QueryContent>
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
        <Alert tone="warning">{t('editQuestion.missingId')}</Alert>
      ) : (
        <QuestionEditor questionId={questionId} />
      )}
    </ContentLayout>
  );
}
