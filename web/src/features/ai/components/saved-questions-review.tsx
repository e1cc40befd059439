import AddRounded from '@mui/icons-material/AddRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import PlayCircleOutlineRounded from '@mui/icons-material/PlayCircleOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { quizPath } from '@/config/paths';
import type { SavedQuestions } from '@/features/ai/api/save-questions';

type SavedQuestionsReviewProps = {
  saved: SavedQuestions;
  /** Back to the form, for more questions to the same course. */
  onAddMore: () => void;
};

/** After a save (SPEC §2 "Text-to-quiz review of saved questions"): what was saved where, then add more or done. */
export function SavedQuestionsReview({ saved, onAddMore }: SavedQuestionsReviewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { course, questions } = saved;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        variant="h3"
        component="h2"
        sx={{ mb: 2, outline: 'none' }}
      >
        {t('textToQuiz.review.title')}
      </Typography>
      <Alert severity="success" variant="outlined" sx={{ mb: 2.5 }}>
        {t('textToQuiz.review.text', { count: questions.length, course: course.displayName })}
      </Alert>
      <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {questions.map((question) => (
          <Box
            component="li"
            key={question.id}
            lang={question.language}
            sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 0.5 }}>
              {question.questionText}
            </Typography>
            {question.options
              .filter((option) => option.isCorrect)
              .map((option) => (
                <Typography
                  key={option.optionLabel}
                  variant="body2"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.5,
                    color: 'success.main',
                    fontWeight: 600,
                  }}
                >
                  <CheckCircleRounded fontSize="small" aria-hidden />
                  {t('quiz.correctAnswerWas', { label: option.optionLabel, text: option.optionText })}
                </Typography>
              ))}
          </Box>
        ))}
      </Stack>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 3, justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Button variant="outlined" size="large" startIcon={<AddRounded />} onClick={onAddMore}>
          {t('textToQuiz.review.addMore')}
        </Button>
        <Button
          component={RouterLink}
          to={quizPath(course.name)}
          variant="contained"
          size="large"
          startIcon={<PlayCircleOutlineRounded />}
        >
          {t('textToQuiz.review.done')}
        </Button>
      </Stack>
    </Paper>
  );
}
