import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ContentSection } from '@/components/layout/content-section';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useAssignmentResults } from '@/features/assignments/api/assignments';
import { ClassAverages } from '@/features/assignments/components/class-averages';
import { ResultsCsvButton } from '@/features/assignments/components/results-csv-button';
import { QuestionResultsTable, StudentResultsTable } from '@/features/assignments/components/results-tables';
import { useClosedText } from '@/features/assignments/components/teaching-assignments';
import { formatDateTime } from '@/features/assignments/utils/due-date';
import { isApiError } from '@/lib/api-client';
import { loadTextPart } from '@/lib/i18n';
import styles from './assignment-results.module.css';

// The assignment texts are a part of their own (lib/i18n.ts): this module is not ready before they are.
await loadTextPart('assignments');

/** `/assignments/{assignmentId}` (issue 18): how the team did, per student and per question, and the CSV. */
export function AssignmentResultsRoute() {
  const { t, i18n } = useTranslation();
  const assignmentId = useParams().assignmentId ?? '';
  const results = useAssignmentResults(assignmentId);
  const closedText = useClosedText(results.data?.assignment ?? { closedReason: null });
  const back = <BackLink to={paths.assignments} label={t('assignments.resultsPage.all')} />;

  if (results.isPending || results.isError) {
    const status = isApiError(results.error) ? results.error.status : 0;
    return (
      <ContentLayout title={t('assignments.results')} back={back}>
        {results.isPending ? (
          <ListSkeleton rows={3} height={120} />
        ) : status === 400 || status === 403 || status === 404 ? (
          <Alert tone="warning">{t('assignments.resultsPage.notFound')}</Alert>
        ) : (
          <QueryLoadError query={results} message={t('assignments.resultsPage.failed')} />
        )}
      </ContentLayout>
    );
  }

  const { assignment, students, questions } = results.data;
  const due = assignment.dueAt
    ? t('assignments.due', { date: formatDateTime(assignment.dueAt, i18n.resolvedLanguage) })
    : t('assignments.noDue');
  return (
    <ContentLayout
      title={assignment.course.displayName}
      description={`${assignment.group.name} · ${due}`}
      back={back}
      action={students.length > 0 ? <ResultsCsvButton assignment={assignment} /> : undefined}
    >
      {closedText && (
        <Alert tone="warning" title={closedText}>
          {t('assignments.resultsPage.closed')}
        </Alert>
      )}
      {assignment.note && (
        <Alert tone="info">
          <span className={styles.note}>{assignment.note}</span>
        </Alert>
      )}
      <ContentSection title={t('assignments.resultsPage.averages')}>
        <ClassAverages results={results.data} />
      </ContentSection>
      <ContentSection title={t('assignments.resultsPage.students')}>
        {students.length === 0 ? (
          <Alert tone="info">{t('assignments.resultsPage.noStudents')}</Alert>
        ) : (
          <StudentResultsTable students={students} />
        )}
      </ContentSection>
      <ContentSection title={t('assignments.resultsPage.questions')}>
        <QuestionResultsTable questions={questions} />
      </ContentSection>
    </ContentLayout>
  );
}
