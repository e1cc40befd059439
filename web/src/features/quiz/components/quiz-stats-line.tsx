import type { QuizStats } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { formatErrorRate } from '@/lib/error-rate';
import styles from './quiz-stats-line.module.css';

/** The running statistics of SPEC §4: score of total, and the error rate with two decimals. */
export function QuizStatsLine({ stats }: { stats: QuizStats }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.stats}>
      <span>
        {`${t('quiz.stats.score')}: `}
        <strong>{t('quiz.stats.scoreValue', { score: stats.score, total: stats.total })}</strong>
      </span>
      <span>
        {`${t('quiz.stats.errorRate')}: `}
        <strong>{formatErrorRate(stats.errorRate, i18n.resolvedLanguage ?? i18n.language)}</strong>
      </span>
    </div>
  );
}
