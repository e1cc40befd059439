import Box from '@mui/material/Box';
import type { QuizStats } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { formatErrorRate } from '@/lib/error-rate';

/** The running statistics of SPEC §4: score of total, and the error rate with two decimals. */
export function QuizStatsLine({ stats }: { stats: QuizStats }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.5,
        typography: 'body2',
        color: 'text.secondary',
      }}
    >
      <span>
        {`${t('quiz.stats.score')}: `}
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {t('quiz.stats.scoreValue', { score: stats.score, total: stats.total })}
        </Box>
      </span>
      <span>
        {`${t('quiz.stats.errorRate')}: `}
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {formatErrorRate(stats.errorRate, i18n.resolvedLanguage ?? i18n.language)}
        </Box>
      </span>
    </Box>
  );
}
