import type { CourseResponse, ImportResult } from '@quizdrill/contracts/types';
import FilePlus from 'lucide-react/icons/file-plus';
import FileQuestionMark from 'lucide-react/icons/file-question-mark';
import FileUp from 'lucide-react/icons/file-up';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Cluster } from '@/components/ui/layout';
import { QueryContent } from '@/components/ui/query-content';
import { QueryError } from '@/components/ui/query-error';
import { idFromPath, paths, questionCreatePath } from '@/config/paths';
import { useCourse } from '@/features/courses/api/get-course';
import { useCourseQuestions } from '@/features/questions/api/get-course-questions';
import { ImportHistory } from '@/features/questions/components/import-history';
import { QuestionExportMenu } from '@/features/questions/components/question-export-menu';
import { QuestionImportDialog } from '@/features/questions/components/question-import-dialog';
import { QuestionList } from '@/features/questions/components/question-list';

const languageNameKey = { sv: 'language.sv', en: 'language.en' } as const;

function Questions({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  return (
    <QueryContent
      query={useCourseQuestions(courseId)}
      skeleton={{ rows: 3, height: 220 }}
      notFound={t('error.courseNotFound')}
      failed={t('questionList.fetchError')}
    >
      {(questions) =>
        questions.length === 0 ? (
          <EmptyState icon={<FileQuestionMark aria-hidden="true" />} title={t('questionList.empty')}>
            {t('questionList.emptyHint')}
          </EmptyState>
        ) : (
          <QuestionList questions={questions} />
        )
      }
    </QueryContent>
  );
}

function AddQuestionButton({ course }: { course: CourseResponse }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to={questionCreatePath(course.name)} icon={<FilePlus size={20} aria-hidden="true" />}>
      {t('questionList.addQuestion')}
    </ButtonLink>
  );
}

function CourseActions({
  course,
  onImported,
}: {
  course: CourseResponse;
  onImported: (result: ImportResult) => void;
}) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  return (
    <Cluster>
      <AddQuestionButton course={course} />
      <Button
        variant="outline"
        icon={<FileUp size={20} aria-hidden="true" />}
        onClick={() => setImporting(true)}
      >
        {t('questionImport.open')}
      </Button>
      <QuestionExportMenu course={course} />
      <QuestionImportDialog
        courseId={course.id}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={onImported}
      />
    </Cluster>
  );
}

/** questions/course/{courseId}: the course's questions, as its owner (or an admin) edits them. */
export function CourseQuestionsRoute() {
  const { t } = useTranslation();
  const courseId = idFromPath(useParams().courseId);
  const course = useCourse(courseId);
  const [lastImport, setLastImport] = useState<ImportResult | null>(null);
  const back = <BackLink to={paths.questionCourses} label={t('editQuestion.allCourses')} />;

  if (courseId === null) {
    return (
      <ContentLayout title={t('pages.courseQuestions.title')} back={back}>
        <Alert tone="warning">{t('error.courseNotFound')}</Alert>
      </ContentLayout>
    );
  }
  if (course.isError) {
    return (
      <ContentLayout title={t('pages.courseQuestions.title')} back={back}>
        <QueryError query={course} notFound={t('error.courseNotFound')} failed={t('editCourse.fetchError')} />
      </ContentLayout>
    );
  }
  return (
    <ContentLayout
      title={course.data?.displayName ?? t('pages.courseQuestions.title')}
      description={
        course.data &&
        t('questionList.summary', {
          count: course.data.questionCount,
          language: t(languageNameKey[course.data.language]),
        })
      }
      back={back}
      action={course.data && <CourseActions course={course.data} onImported={setLastImport} />}
    >
      {lastImport && (
        <Alert tone="success">{t('questionImport.imported', { count: lastImport.imported })}</Alert>
      )}
      <ImportHistory courseId={courseId} onUndone={() => setLastImport(null)} />
      <Questions courseId={courseId} />
    </ContentLayout>
  );
}
