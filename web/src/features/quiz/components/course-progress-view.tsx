import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CourseStats, MissedQuestion, SessionProgress } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ContentSection } from '@/components/layout/content-section';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { quizPath } from '@/config/paths';
import { useCurrentSessions } from '@/features/quiz/api/get-current-sessions';
import { useReviewHistory } from '@/features/quiz/api/get-review-history';
import { fromFirstReview, hasReviews } from '@/features/quiz/utils/mastery-history';
import { orderTypeLabelKey } from '@/features/quiz/utils/order-type';
import { formatErrorRate } from '@/lib/error-rate';
import { MasteryChart } from './mastery-chart';
import { ProgressChart } from './progress-chart';

function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    rate: (percentage: number) => formatErrorRate(percentage, language),
    date: (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
    },
  };
}

function Tile({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.3 }}>{value}</Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

function Totals({ totals }: { totals: CourseStats['totals'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Box
      component="ul"
      aria-label={t('progress.totals')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        gap: 1.5,
        m: 0,
        p: 0,
      }}
    >
      <Tile
        label={t('progress.sessions')}
        value={String(totals.sessions)}
        detail={t('progress.finishedSessions', { count: totals.finishedSessions })}
      />
      <Tile label={t('progress.answers')} value={String(totals.answers)} />
      <Tile
        label={t('progress.correct')}
        value={String(totals.correct)}
        detail={t('progress.correctShare', { correct: totals.correct, answers: totals.answers })}
      />
      <Tile label={t('quiz.stats.errorRate')} value={format.rate(totals.errorRate)} />
    </Box>
  );
}

// A phone shows the numbers that matter (score, error rate, status); the date and the order need a wider screen.
const onWideScreens = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * A session's status (issue 41: every unfinished one said "Pågår"): finished; paused, the course's unfinished session
 * that opening the course resumes; or left, an unfinished one a newer quiz took the place of.
 */
function SessionStatus({
  session,
  courseName,
  resumable,
}: {
  session: SessionProgress;
  courseName: string;
  resumable: boolean;
}) {
  const { t } = useTranslation();
  if (session.finished) {
    return <Chip size="small" variant="outlined" color="success" label={t('progress.table.finished')} />;
  }
  if (!resumable) return <Chip size="small" variant="outlined" label={t('progress.table.left')} />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Chip size="small" variant="outlined" color="warning" label={t('progress.table.paused')} />
      <Button size="small" component={RouterLink} to={quizPath(courseName)}>
        {t('progress.table.resume')}
      </Button>
    </Box>
  );
}

function SessionsTable({ sessions, courseName }: { sessions: SessionProgress[]; courseName: string }) {
  const current = useCurrentSessions().data?.find((session) => session.courseName === courseName);
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('progress.sessionsTable')}
        sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('progress.table.number')}</TableCell>
            <TableCell sx={onWideScreens}>{t('progress.table.lastAnswer')}</TableCell>
            <TableCell sx={onWideScreens}>{t('quiz.order.label')}</TableCell>
            <TableCell align="right">{t('quiz.stats.score')}</TableCell>
            <TableCell align="right">{t('quiz.stats.errorRate')}</TableCell>
            <TableCell>{t('progress.table.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.map((session, index) => (
            <TableRow key={session.sessionId}>
              <TableCell>{index + 1}</TableCell>
              <TableCell sx={{ ...onWideScreens, whiteSpace: 'nowrap' }}>
                {format.date(session.lastAnsweredAt)}
              </TableCell>
              <TableCell sx={onWideScreens}>{t(orderTypeLabelKey[session.orderType])}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('quiz.stats.scoreValue', { score: session.score, total: session.answered })}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {format.rate(session.errorRate)}
              </TableCell>
              <TableCell>
                <SessionStatus
                  session={session}
                  courseName={courseName}
                  resumable={session.sessionId === current?.sessionId}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function MissedQuestions({ questions }: { questions: MissedQuestion[] }) {
  const { t } = useTranslation();
  if (questions.length === 0) {
    return <Typography color="text.secondary">{t('progress.noMissed')}</Typography>;
  }
  return (
    <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {questions.map((question) => (
        <Box component="li" key={question.questionId}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
            <Typography
              sx={{
                minWidth: 0,
                overflowWrap: 'anywhere',
                fontStyle: question.questionText === null ? 'italic' : 'normal',
                color: question.questionText === null ? 'text.secondary' : 'text.primary',
              }}
            >
              {question.questionText ?? t('progress.deletedQuestion', { id: question.questionId })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              {t('progress.missedCount', { wrong: question.wrong, count: question.attempts })}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            color="error"
            value={question.attempts > 0 ? (question.wrong / question.attempts) * 100 : 0}
            aria-hidden
            sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
          />
        </Box>
      ))}
    </Stack>
  );
}

/** Mastery over time from the review log; its own empty state until a review is stored (quiz-worker). */
function MasterySection({ courseName }: { courseName: string }) {
  const { t } = useTranslation();
  const history = useReviewHistory(courseName);
  const reviewed = history.data ? hasReviews(history.data.days) : false;
  return (
    <ContentSection title={t('progress.mastery.title')} description={t('progress.mastery.description')}>
      {history.isPending ? (
        <ListSkeleton rows={1} height={260} />
      ) : history.isError ? (
        <LoadError
          message={t('progress.mastery.fetchError')}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : reviewed ? (
        <MasteryChart days={fromFirstReview(history.data.days)} />
      ) : (
        <Typography color="text.secondary">{t('progress.mastery.empty')}</Typography>
      )}
    </ContentSection>
  );
}

/**
 * A course's progress: totals, mastery over time, score and error rate per session (chart and table), most missed
 * questions.
 */
export function CourseProgressView({ courseName, progress }: { courseName: string; progress: CourseStats }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Totals totals={progress.totals} />
      <MasterySection courseName={courseName} />
      <ContentSection title={t('progress.chart.title')} description={t('progress.chart.description')}>
        <ProgressChart sessions={progress.sessions} />
        <Box sx={{ mt: 3 }}>
          <SessionsTable sessions={progress.sessions} courseName={courseName} />
        </Box>
      </ContentSection>
      <ContentSection title={t('progress.mostMissed')} description={t('progress.mostMissedHint')}>
        <MissedQuestions questions={progress.mostMissed} />
      </ContentSection>
    </Stack>
  );
}
