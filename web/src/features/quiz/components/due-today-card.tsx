import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { quizDrillPath } from '@/config/paths';
import { dueNowCount, useReviewSummaries } from '@/features/quiz/api/get-review-summary';

/**
 * The welcome screen's "N questions to review today" across courses: what their REVIEW sessions hold now (the
 * queue's learning and review cards, never the new questions); its button starts the review of the course with most.
 * Shown only when there is something to review, so the review it opens is never empty.
 */
export function DueTodayCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summaries = useReviewSummaries();
  const headingId = useId();
  const courses =
    summaries.data?.courses
      .map((course) => ({ ...course, dueNow: dueNowCount(course.queue) }))
      .filter((course) => course.dueNow > 0) ?? [];
  if (courses.length === 0) return null;
  const due = courses.reduce((sum, course) => sum + course.dueNow, 0);
  const first = courses.reduce((most, course) => (course.dueNow > most.dueNow ? course : most));
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        mb: 4,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        borderRadius: 2,
        border: 1,
        borderColor: 'secondary.main',
        textAlign: 'left',
        bgcolor: (theme) => alpha(theme.palette.secondary.main, theme.palette.mode === 'dark' ? 0.12 : 0.06),
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 0.5 }}>
          {t('memory.dueToday.title', { count: due })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('memory.dueToday.text', { course: first.courseDisplayName })}
        </Typography>
      </Box>
      <Button
        variant="contained"
        startIcon={<EventRepeatRounded />}
        onClick={() => void navigate(quizDrillPath(first.courseName, 'REVIEW'))}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {t('memory.dueToday.action')}
      </Button>
    </Box>
  );
}
