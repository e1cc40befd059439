import type { CourseStats, MissedQuestion, SessionProgress } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { ContentSection } from '@/components/layout/content-section';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { MathText } from '@/components/ui/math-text';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { quizPath } from '@/config/paths';
import { useCurrentSessions } from '@/features/quiz/api/get-current-sessions';
import { useReviewHistory } from '@/features/quiz/api/get-review-history';
import { fromFirstReview, hasReviews } from '@/features/quiz/utils/mastery-history';
import { orderTypeLabelKey } from '@/features/quiz/utils/order-type';
import { formatErrorRate } from '@/lib/error-rate';
import styles from './course-progress-view.module.css';
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
    <Card as="li">
      <p className={styles.tileLabel}>{label}</p>
      <p className={styles.tileValue}>{value}</p>
      {detail && <p className={styles.tileDetail}>{detail}</p>}
    </Card>
  );
}

function Totals({ totals }: { totals: CourseStats['totals'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ul aria-label={t('progress.totals')} className={styles.totals}>
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
    </ul>
  );
}

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
    return (
      <Badge size="small" variant="outline" tone="success">
        {t('progress.table.finished')}
      </Badge>
    );
  }
  if (!resumable) {
    return (
      <Badge size="small" variant="outline">
        {t('progress.table.left')}
      </Badge>
    );
  }
  return (
    <div className={styles.status}>
      <Badge size="small" variant="outline" tone="warning">
        {t('progress.table.paused')}
      </Badge>
      <ButtonLink to={quizPath(courseName)} variant="text" size="small">
        {t('progress.table.resume')}
      </ButtonLink>
    </div>
  );
}

function SessionsTable({ sessions, courseName }: { sessions: SessionProgress[]; courseName: string }) {
  const current = useCurrentSessions().data?.find((session) => session.courseName === courseName);
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Table dense aria-label={t('progress.sessionsTable')}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>{t('progress.table.number')}</TableHeaderCell>
          {/* A phone shows the numbers that matter (score, error rate, status); the date and the order need more room. */}
          <TableHeaderCell hideOnPhone>{t('progress.table.lastAnswer')}</TableHeaderCell>
          <TableHeaderCell hideOnPhone>{t('quiz.order.label')}</TableHeaderCell>
          <TableHeaderCell align="end">{t('quiz.stats.score')}</TableHeaderCell>
          <TableHeaderCell align="end">{t('quiz.stats.errorRate')}</TableHeaderCell>
          <TableHeaderCell>{t('progress.table.status')}</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sessions.map((session, index) => (
          <TableRow key={session.sessionId}>
            <TableCell>{index + 1}</TableCell>
            <TableCell hideOnPhone wrap="nowrap">
              {format.date(session.lastAnsweredAt)}
            </TableCell>
            <TableCell hideOnPhone>{t(orderTypeLabelKey[session.orderType])}</TableCell>
            <TableCell numeric wrap="nowrap">
              {t('quiz.stats.scoreValue', { score: session.score, total: session.answered })}
            </TableCell>
            <TableCell numeric wrap="nowrap">
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
  );
}

function MissedQuestions({ questions }: { questions: MissedQuestion[] }) {
  const { t } = useTranslation();
  if (questions.length === 0) {
    return <p className={styles.quiet}>{t('progress.noMissed')}</p>;
  }
  return (
    <ol className={styles.missed}>
      {questions.map((question) => (
        <li key={question.questionId}>
          <div className={styles.missedHead}>
            <p className={styles.missedText} data-deleted={question.questionText === null || undefined}>
              {question.questionText === null ? (
                t('progress.deletedQuestion', { id: question.questionId })
              ) : (
                <MathText text={question.questionText} />
              )}
            </p>
            <p className={styles.missedCount}>
              {t('progress.missedCount', { wrong: question.wrong, count: question.attempts })}
            </p>
          </div>
          <div className={styles.track} aria-hidden="true">
            <div
              className={styles.bar}
              style={{ width: `${question.attempts > 0 ? (question.wrong / question.attempts) * 100 : 0}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
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
        <QueryLoadError query={history} message={t('progress.mastery.fetchError')} />
      ) : reviewed ? (
        <MasteryChart days={fromFirstReview(history.data.days)} />
      ) : (
        <p className={styles.quiet}>{t('progress.mastery.empty')}</p>
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
    <div className={styles.view}>
      <Totals totals={progress.totals} />
      <MasterySection courseName={courseName} />
      <ContentSection title={t('progress.chart.title')} description={t('progress.chart.description')}>
        <ProgressChart sessions={progress.sessions} />
        <div className={styles.sessions}>
          <SessionsTable sessions={progress.sessions} courseName={courseName} />
        </div>
      </ContentSection>
      <ContentSection title={t('progress.mostMissed')} description={t('progress.mostMissedHint')}>
        <MissedQuestions questions={progress.mostMissed} />
      </ContentSection>
    </div>
  );
}
