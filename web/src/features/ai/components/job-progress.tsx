import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@/features/ai/utils/job-status';

type JobProgressProps = {
  /** The job's latest status; null until the first one arrives. */
  status: JobStatus | null;
  /** What is being done, with the percentage: "Generating questions… {{progress}} %". */
  activeLabel: (progress: number) => string;
};

/** A running job (STYLE.md: every long operation shows progress): queued, then how far it has come. */
export function JobProgress({ status, activeLabel }: JobProgressProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const progress = Math.round(status?.progress ?? 0);
  const queued = status === null || status.state === 'waiting';
  return (
    <Box role="status" aria-live="polite">
      <Typography id={labelId} variant="body2" sx={{ mb: 0.75, fontWeight: 600 }}>
        {queued ? t('ai.queued') : activeLabel(progress)}
      </Typography>
      <LinearProgress
        variant={queued || progress === 0 ? 'indeterminate' : 'determinate'}
        value={progress}
        aria-labelledby={labelId}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
