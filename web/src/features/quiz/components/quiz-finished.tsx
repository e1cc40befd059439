import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuizStats } from '@quizdrill/contracts/types';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths, progressPath } from '@/config/paths';
import { formatErrorRate } from '@/lib/error-rate';

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
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
    >
      <Box sx={{ color: 'secondary.main', '& svg': { fontSize: 56 } }}>
        <EmojiEventsOutlined aria-hidden />
      </Box>
      <Typography
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        variant="h2"
        component="h2"
        gutterBottom
        sx={{ outline: 'none' }}
      >
        {t('quiz.finished')}
      </Typography>
      {stats && stats.total > 0 && (
        <Box sx={{ mb: 3 }}>
          <Typography sx={{ fontSize: '1.1rem' }}>
            {t('quiz.summary.score', { score: stats.score, total: stats.total })}
          </Typography>
          <Typography color="text.secondary">
            {t('quiz.summary.errorRate', {
              rate: formatErrorRate(stats.errorRate, i18n.resolvedLanguage ?? i18n.language),
            })}
          </Typography>
        </Box>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'center', alignItems: { xs: 'stretch', sm: 'center' }, mt: 2 }}
      >
        <Button variant="contained" size="large" startIcon={<ReplayRounded />} onClick={onRestart}>
          {t('quiz.restart')}
        </Button>
        <Button
          component={RouterLink}
          to={progressPath(courseName)}
          variant="outlined"
          size="large"
          startIcon={<InsightsOutlined />}
        >
          {t('quiz.showProgress')}
        </Button>
        <Button component={RouterLink} to={paths.courses} size="large">
          {t('quiz.otherCourse')}
        </Button>
      </Stack>
    </Paper>
  );
}
