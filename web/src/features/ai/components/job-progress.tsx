import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';
import type { JobStatus } from '@/features/ai/utils/job-status';
import styles from './job-progress.module.css';

type JobProgressProps = {
  /** The job's latest status; null until the first one arrives. */
  status: JobStatus | null;
  /** What is being done, with the percentage: "Generating questions… {{progress}} %". */
  activeLabel: (progress: number) => string;
};

/**
 * A running job (STYLE.md: every long operation shows progress): queued, then how far it has come. The line above
 * the bar says it in words and is the bar's name; the bar moves while nothing is known yet (slowly with reduced motion),
 * then fills to the percentage.
 */
export function JobProgress({ status, activeLabel }: JobProgressProps) {
  const { t } = useTranslation();
  const progress = Math.round(status?.progress ?? 0);
  const queued = status === null || status.state === 'waiting';
  const label = queued ? t('ai.queued') : activeLabel(progress);
  return (
    <div role="status" aria-live="polite" className={styles.job}>
      <p className={styles.label}>{label}</p>
      <Progress label={label} value={queued || progress === 0 ? undefined : progress} size="large" />
    </div>
  );
}
