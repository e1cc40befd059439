import type { AssignmentResults } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { formatShare } from '@/features/assignments/utils/format-share';
import { formatErrorRate } from '@/lib/error-rate';
import styles from './class-averages.module.css';

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
    <dl className={styles.tiles}>
      {tiles.map((tile) => (
        <div key={tile.label} className={styles.tile}>
          <dt className={styles.label}>{tile.label}</dt>
          <dd className={styles.value}>
            {tile.value}
            {tile.detail && <span className={styles.detail}>{tile.detail}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
