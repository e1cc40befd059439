import SwipeRounded from '@mui/icons-material/SwipeRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { AssignmentQuestionResult, AssignmentResults, StudentResult } from '@quizdrill/contracts/types';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/features/assignments/utils/due-date';
import { nextSort, type Sort, type SortValue, sortRows } from '@/features/assignments/utils/table-sort';
import { formatErrorRate } from '@/lib/error-rate';
import { personName } from '@/lib/person-name';

/** `0.667` → `67 %` / `67%`, the way the language writes a share. */
export function formatShare(share: number, language: string | undefined): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

function SortableHeading<Column extends string>({
  column,
  sort,
  onSort,
  numeric = false,
  sticky = false,
  children,
}: {
  column: Column;
  sort: Sort<Column>;
  onSort: (column: Column) => void;
  numeric?: boolean;
  /** The column that stays in view while the table scrolls sideways. */
  sticky?: boolean;
  children: ReactNode;
}) {
  const active = sort.column === column;
  return (
    <TableCell
      scope="col"
      align={numeric ? 'right' : 'left'}
      sortDirection={active ? sort.direction : false}
      // Headings wrap between words: on a desktop every column fits the page (issue 41).
      sx={{ verticalAlign: 'bottom', ...(sticky ? stickyColumnSx : {}) }}
    >
      <TableSortLabel
        active={active}
        direction={active ? sort.direction : 'asc'}
        onClick={() => onSort(column)}
      >
        {children}
      </TableSortLabel>
    </TableCell>
  );
}

/** Whether the element is wider inside than it shows: its content scrolls sideways. */
function useScrollsSideways(element: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = element.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return scrolls;
}

/**
 * The first column's cells, kept in view while the rest of a table scrolls sideways (a phone): whose row it is stays
 * readable. Opaque, so the columns passing under it do not show through.
 */
export const stickyColumnSx = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  backgroundImage: 'var(--Paper-overlay)',
  boxShadow: (theme: { palette: { divider: string } }) => `inset -1px 0 0 ${theme.palette.divider}`,
} as const;

/**
 * A table that scrolls sideways when it is wider than the page (a phone), saying so under it (issue 41: only two
 * columns showed, with no sign of the others); focusable so that a keyboard can scroll it too.
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
  const container = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(container);
  return (
    <Box>
      <TableContainer ref={container} tabIndex={0} role="region" aria-label={label} sx={{ maxWidth: '100%' }}>
        <Table
          size="small"
          aria-label={label}
          sx={
            compact
              ? { '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-root:first-of-type': { pl: 2 } }
              : undefined
          }
        >
          {children}
        </Table>
      </TableContainer>
      {scrolls && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 1 }}
        >
          <SwipeRounded fontSize="small" aria-hidden />
          {t('assignments.resultsPage.scrollHint')}
        </Typography>
      )}
    </Box>
  );
}

type StudentColumn = 'name' | 'username' | 'answered' | 'correct' | 'errorRate' | 'finished' | 'lastActivity';

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
  const heading = { sort, onSort };
  return (
    <ScrollingTable label={t('assignments.resultsPage.students')} compact>
      <TableHead>
        <TableRow>
          <SortableHeading column="name" sticky {...heading}>
            {t('assignments.resultsPage.name')}
          </SortableHeading>
          <SortableHeading column="username" {...heading}>
            {t('assignments.resultsPage.username')}
          </SortableHeading>
          <SortableHeading column="answered" numeric {...heading}>
            {t('assignments.resultsPage.answered')}
          </SortableHeading>
          <SortableHeading column="correct" numeric {...heading}>
            {t('assignments.resultsPage.correct')}
          </SortableHeading>
          <SortableHeading column="errorRate" numeric {...heading}>
            {t('assignments.resultsPage.errorRate')}
          </SortableHeading>
          <SortableHeading column="finished" {...heading}>
            {t('assignments.resultsPage.finished')}
          </SortableHeading>
          <SortableHeading column="lastActivity" {...heading}>
            {t('assignments.resultsPage.lastActivity')}
          </SortableHeading>
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.map((student) => (
          <TableRow key={student.userId}>
            <TableCell
              component="th"
              scope="row"
              sx={{
                ...stickyColumnSx,
                fontWeight: 600,
                minWidth: 120,
                maxWidth: 180,
                overflowWrap: 'anywhere',
              }}
            >
              {personName(student)}
            </TableCell>
            <TableCell sx={{ maxWidth: 150, overflowWrap: 'anywhere' }}>{student.username}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {student.answered} / {student.total}
            </TableCell>
            <TableCell align="right">{student.correct}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {student.answered > 0 ? formatErrorRate(student.errorRate, language ?? 'sv') : '–'}
            </TableCell>
            <TableCell>
              {student.finished ? (
                <Chip size="small" color="success" label={t('assignments.resultsPage.yes')} />
              ) : (
                t('assignments.resultsPage.no')
              )}
            </TableCell>
            <TableCell
              sx={{ whiteSpace: 'nowrap', color: student.lastActivityAt ? undefined : 'text.secondary' }}
            >
              {student.lastActivityAt
                ? formatDateTime(student.lastActivityAt, language, 'short')
                : t('assignments.resultsPage.never')}
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
    return (
      <Typography variant="body2" color="text.secondary">
        {t('assignments.resultsPage.nobodyAnswered')}
      </Typography>
    );
  const color = share >= 0.8 ? 'success' : share >= 0.5 ? 'warning' : 'error';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 150 }}>
      <LinearProgress
        variant="determinate"
        value={share * 100}
        color={color}
        aria-hidden
        sx={{ flex: 1, height: 10, borderRadius: 5 }}
      />
      <Typography variant="body2" sx={{ minWidth: '4ch', textAlign: 'right', fontWeight: 600 }}>
        {formatShare(share, i18n.resolvedLanguage)}
      </Typography>
    </Box>
  );
}

type QuestionColumn = 'position' | 'question' | 'answered' | 'shareRight' | 'mostChosenWrong';

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
  const heading = { sort, onSort };
  return (
    <ScrollingTable label={t('assignments.resultsPage.questions')}>
      <TableHead>
        <TableRow>
          <SortableHeading column="position" numeric {...heading}>
            {t('assignments.resultsPage.position')}
          </SortableHeading>
          <SortableHeading column="question" {...heading}>
            {t('assignments.resultsPage.question')}
          </SortableHeading>
          <SortableHeading column="answered" numeric {...heading}>
            {t('assignments.resultsPage.answered')}
          </SortableHeading>
          <SortableHeading column="shareRight" {...heading}>
            {t('assignments.resultsPage.shareRight')}
          </SortableHeading>
          <SortableHeading column="mostChosenWrong" {...heading}>
            {t('assignments.resultsPage.mostChosenWrong')}
          </SortableHeading>
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.map((question) => (
          <TableRow key={question.questionId}>
            <TableCell align="right">{question.position}</TableCell>
            <TableCell component="th" scope="row" sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>
              {question.questionText}
            </TableCell>
            <TableCell align="right">{question.answered}</TableCell>
            <TableCell>
              <ShareBar share={question.shareRight} />
            </TableCell>
            <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
              {question.mostChosenWrong ? (
                <>
                  <strong>{question.mostChosenWrong.optionLabel}</strong>:{' '}
                  {question.mostChosenWrong.optionText}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' · '}
                    {t('assignments.resultsPage.wrongCount', { count: question.mostChosenWrong.count })}
                  </Typography>
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

/** The class means: answered and right of the course's questions, the error rate, and the share finished. */
export function ClassAverages({ results }: { results: AssignmentResults }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const total = results.questions.length;
  const tiles = [
    {
      label: t('assignments.resultsPage.averageAnswered'),
      value: decimal.format(results.averages.answered),
      detail: t('assignments.resultsPage.ofTotal', { total }),
    },
    {
      label: t('assignments.resultsPage.averageCorrect'),
      value: decimal.format(results.averages.correct),
      detail: t('assignments.resultsPage.ofTotal', { total }),
    },
    {
      label: t('assignments.resultsPage.averageErrorRate'),
      value: formatErrorRate(results.averages.errorRate, language ?? 'sv'),
    },
    {
      label: t('assignments.resultsPage.averageFinished'),
      value: formatShare(results.averages.finished, language),
    },
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: 1.5,
      }}
    >
      {tiles.map((tile) => (
        <Box
          key={tile.label}
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {tile.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
            {tile.value}
            {tile.detail && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.75 }}>
                {tile.detail}
              </Typography>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
