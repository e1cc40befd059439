import type { AssignmentQuestionResult, StudentResult } from '@quizdrill/contracts/types';
import MoveHorizontal from 'lucide-react/icons/move-horizontal';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { MathText } from '@/components/ui/math-text';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/features/assignments/utils/due-date';
import { formatShare } from '@/features/assignments/utils/format-share';
import { nextSort, type Sort, type SortValue, sortRows } from '@/features/assignments/utils/table-sort';
import { formatErrorRate } from '@/lib/error-rate';
import { personName } from '@/lib/person-name';
import { MeterBar } from './meter-bar';
import styles from './results-tables.module.css';
import { SortableHeading } from './sortable-heading';

/**
 * A results table that scrolls sideways when it is wider than the page (a phone), saying so under it (issue 41: only
 * two columns showed, with no sign of the others); the first column stays in view, so whose row it is stays readable.
 */
function ScrollingTable({
  label,
  compact = false,
  children,
}: {
  label: string;
  /** Narrow cell padding: the students table's seven columns fit a desktop's page so (issue 41). */
  compact?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.results}>
      <Table
        aria-label={label}
        dense
        narrow={compact}
        scrollHint={
          <span className={styles.scrollHint}>
            <MoveHorizontal size={20} aria-hidden="true" />
            {t('assignments.resultsPage.scrollHint')}
          </span>
        }
      >
        {children}
      </Table>
    </div>
  );
}

/** How a column's heading stands: numbers to the right; the sticky one stays in view while the table scrolls. */
type HeadingLook<Column> = { column: Column; numeric?: boolean; sticky?: boolean };

/** A results table's heading row: each column's sortable heading, named by its text on the results page. */
function HeadingRow<Column extends StudentColumn | QuestionColumn>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly HeadingLook<Column>[];
  sort: Sort<Column>;
  onSort: (column: Column) => void;
}) {
  const { t } = useTranslation();
  return (
    <TableHead>
      <TableRow>
        {columns.map(({ column, numeric, sticky }) => (
          <SortableHeading
            key={column}
            column={column}
            numeric={numeric}
            sticky={sticky}
            sort={sort}
            onSort={onSort}
          >
            {t(`assignments.resultsPage.${column}`)}
          </SortableHeading>
        ))}
      </TableRow>
    </TableHead>
  );
}

type StudentColumn = 'name' | 'username' | 'answered' | 'correct' | 'errorRate' | 'finished' | 'lastActivity';

const STUDENT_COLUMNS: readonly HeadingLook<StudentColumn>[] = [
  { column: 'name', sticky: true },
  { column: 'username' },
  { column: 'answered', numeric: true },
  { column: 'correct', numeric: true },
  { column: 'errorRate', numeric: true },
  { column: 'finished' },
  { column: 'lastActivity' },
];

function studentValue(student: StudentResult, column: StudentColumn): SortValue {
  switch (column) {
    case 'name':
      return personName(student);
    case 'username':
      return student.username;
    case 'answered':
      return student.answered;
    case 'correct':
      return student.correct;
    case 'errorRate':
      // Nothing answered is no error rate at all, not a perfect one.
      return student.answered > 0 ? student.errorRate : null;
    case 'finished':
      return student.finished;
    case 'lastActivity':
      return student.lastActivityAt;
  }
}

/** Every student of the team, those who never started included, sortable by each column. */
export function StudentResultsTable({ students }: { students: readonly StudentResult[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const [sort, setSort] = useState<Sort<StudentColumn>>({ column: 'name', direction: 'asc' });
  const onSort = (column: StudentColumn) =>
    setSort((current) =>
      nextSort(current, column, column === 'name' || column === 'username' ? 'asc' : 'desc'),
    );
  const sorted = sortRows(students, sort, studentValue, language);
  return (
    <ScrollingTable label={t('assignments.resultsPage.students')} compact>
      <HeadingRow columns={STUDENT_COLUMNS} sort={sort} onSort={onSort} />
      <TableBody>
        {sorted.map((student) => (
          <TableRow key={student.userId}>
            <TableHeaderCell scope="row" sticky weight="semibold" wrap="anywhere" minWidth={120}>
              <span className={styles.name}>{personName(student)}</span>
            </TableHeaderCell>
            <TableCell wrap="anywhere">
              <span className={styles.username}>{student.username}</span>
            </TableCell>
            <TableCell numeric wrap="nowrap">
              {student.answered} / {student.total}
            </TableCell>
            <TableCell numeric>{student.correct}</TableCell>
            <TableCell numeric wrap="nowrap">
              {student.answered > 0 ? formatErrorRate(student.errorRate, language ?? 'sv') : '–'}
            </TableCell>
            <TableCell>
              {student.finished ? (
                <Badge tone="success" size="small">
                  {t('assignments.resultsPage.yes')}
                </Badge>
              ) : (
                t('assignments.resultsPage.no')
              )}
            </TableCell>
            <TableCell wrap="nowrap">
              {student.lastActivityAt ? (
                formatDateTime(student.lastActivityAt, language, 'short')
              ) : (
                <span className={styles.secondary}>{t('assignments.resultsPage.never')}</span>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollingTable>
  );
}

/** The bar of a question's share right, with the number beside it (the colour is never the only sign). */
function ShareBar({ share }: { share: number | null }) {
  const { t, i18n } = useTranslation();
  if (share === null)
    return <span className={styles.secondary}>{t('assignments.resultsPage.nobodyAnswered')}</span>;
  const tone = share >= 0.8 ? 'success' : share >= 0.5 ? 'warning' : 'error';
  return (
    <span className={styles.share}>
      <MeterBar value={share * 100} tone={tone} thickness={10} />
      <span className={styles.shareText}>{formatShare(share, i18n.resolvedLanguage)}</span>
    </span>
  );
}

type QuestionColumn = 'position' | 'question' | 'answered' | 'shareRight' | 'mostChosenWrong';

const QUESTION_COLUMNS: readonly HeadingLook<QuestionColumn>[] = [
  { column: 'position', numeric: true },
  { column: 'question' },
  { column: 'answered', numeric: true },
  { column: 'shareRight' },
  { column: 'mostChosenWrong' },
];

function questionValue(question: AssignmentQuestionResult, column: QuestionColumn): SortValue {
  switch (column) {
    case 'position':
      return question.position;
    case 'question':
      return question.questionText;
    case 'answered':
      return question.answered;
    case 'shareRight':
      return question.shareRight;
    case 'mostChosenWrong':
      return question.mostChosenWrong?.count ?? null;
  }
}

/** Every question of the course in course order, with how the class did on it; sortable by each column. */
export function QuestionResultsTable({ questions }: { questions: readonly AssignmentQuestionResult[] }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<Sort<QuestionColumn>>({ column: 'position', direction: 'asc' });
  const onSort = (column: QuestionColumn) =>
    setSort((current) =>
      nextSort(current, column, column === 'position' || column === 'question' ? 'asc' : 'desc'),
    );
  const sorted = sortRows(questions, sort, questionValue, i18n.resolvedLanguage);
  return (
    <ScrollingTable label={t('assignments.resultsPage.questions')}>
      <HeadingRow columns={QUESTION_COLUMNS} sort={sort} onSort={onSort} />
      <TableBody>
        {sorted.map((question) => (
          <TableRow key={question.questionId}>
            <TableCell numeric>{question.position}</TableCell>
            <TableHeaderCell scope="row" wrap="anywhere" minWidth={200}>
              <MathText text={question.questionText} />
            </TableHeaderCell>
            <TableCell numeric>{question.answered}</TableCell>
            <TableCell>
              <ShareBar share={question.shareRight} />
              {question.meanCredit !== null && question.meanCredit !== question.shareRight && (
                <span className={styles.credit}>
                  {t('assignments.resultsPage.withCredit', {
                    share: formatShare(question.meanCredit, i18n.resolvedLanguage),
                  })}
                </span>
              )}
            </TableCell>
            <TableCell wrap="anywhere" minWidth={160}>
              {question.mostChosenWrong ? (
                <>
                  {/* A typed answer is its own text: no label before it. */}
                  {question.mostChosenWrong.optionText !== question.mostChosenWrong.optionLabel && (
                    <>
                      <strong>{question.mostChosenWrong.optionLabel}</strong>:{' '}
                    </>
                  )}
                  <MathText text={question.mostChosenWrong.optionText} />
                  <span className={styles.secondary}>
                    {' · '}
                    {t('assignments.resultsPage.wrongCount', { count: question.mostChosenWrong.count })}
                  </span>
                </>
              ) : (
                t('assignments.resultsPage.noneWrong')
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollingTable>
  );
}
