import type { QuizStats } from '@quizdrill/contracts/types';
import ChartLine from 'lucide-react/icons/chart-line';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trophy from 'lucide-react/icons/trophy';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths, progressPath } from '@/config/paths';
import { formatErrorRate } from '@/lib/error-rate';
import styles from './quiz-finished.module.css';

type QuizFinishedProps = {
  courseName: string;
  /** Null when the session ended without this page seeing an answer. */
  stats: QuizStats | null;
  onRestart: () => void;
};

/** The end of a session: 'Quizet är slut!', the summary, and the ways on. */
export function QuizFinished({ courseName, stats, onRestart }: QuizFinishedProps) {
  const { t, i18n } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card as="section" padding={0} aria-labelledby={headingId}>
      <div className={styles.finished}>
        <Trophy className={styles.trophy} strokeWidth={1.5} aria-hidden="true" />
        <h2 ref={headingRef} id={headingId} tabIndex={-1} className={styles.heading}>
          {t('quiz.finished')}
        </h2>
        {stats && stats.total > 0 && (
          <div className={styles.summary}>
            <p className={styles.score}>
              {t('quiz.summary.score', { score: stats.score, total: stats.total })}
            </p>
            <p className={styles.rate}>
              {t('quiz.summary.errorRate', {
                rate: formatErrorRate(stats.errorRate, i18n.resolvedLanguage ?? i18n.language),
              })}
            </p>
          </div>
        )}
        <div className={styles.actions}>
          <Button size="large" icon={<RotateCcw size={20} aria-hidden="true" />} onClick={onRestart}>
            {t('quiz.restart')}
          </Button>
          <ButtonLink
            to={progressPath(courseName)}
            variant="outline"
            size="large"
            icon={<ChartLine size={20} aria-hidden="true" />}
          >
            {t('quiz.showProgress')}
          </ButtonLink>
          <ButtonLink to={paths.courses} variant="text" size="large">
            {t('quiz.otherCourse')}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
