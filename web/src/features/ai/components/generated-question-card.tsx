import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ShuffleRounded from '@mui/icons-material/ShuffleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedQuestion } from '@/features/ai/utils/generated-questions';
import type { Regenerating } from '@/features/ai/utils/text-to-quiz-state';

type GeneratedQuestionCardProps = {
  number: number;
  question: GeneratedQuestion;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  regenerating: Regenerating | null;
  onRegenerateQuestion: () => void;
  onRegenerateOptions: () => void;
  /** While the questions are saved. */
  disabled: boolean;
};

/** One generated question (SPEC §4 "Text-to-quiz" 3–4): tick it to save it, or have it or its options made anew. */
export function GeneratedQuestionCard({
  number,
  question,
  ticked,
  onTick,
  regenerating,
  onRegenerateQuestion,
  onRegenerateOptions,
  disabled,
}: GeneratedQuestionCardProps) {
  const { t } = useTranslation();
  const numberId = useId();
  const textId = useId();
  const busy = regenerating !== null;
  const spinner = <CircularProgress size={16} color="inherit" aria-hidden />;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={`${numberId} ${textId}`}
      aria-busy={busy}
      sx={(theme) => ({
        listStyle: 'none',
        p: { xs: 1.5, sm: 2 },
        borderWidth: 2,
        borderColor: ticked ? 'primary.main' : 'divider',
        bgcolor: ticked
          ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.1 : 0.04)
          : undefined,
        opacity: busy ? 0.7 : 1,
        transition: theme.transitions.create(['border-color', 'background-color', 'opacity']),
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Checkbox
          checked={ticked}
          onChange={(event) => onTick(event.target.checked)}
          disabled={disabled || busy}
          slotProps={{ input: { 'aria-labelledby': `${numberId} ${textId}` } }}
          sx={{ mt: -0.75, ml: -0.75 }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={numberId} variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
            {t('textToQuiz.questionNumber', { number })}
          </Typography>
          <Typography
            id={textId}
            lang={question.language}
            sx={{ fontWeight: 600, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1 }}
          >
            {question.questionText}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            {question.options.map((option) => (
              <Box
                component="li"
                key={option.optionLabel}
                lang={question.language}
                sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    flexShrink: 0,
                    display: 'grid',
                    placeItems: 'center',
                    width: 24,
                    height: 24,
                    borderRadius: '50%',
                    fontSize: '0.8rem',
                    fontWeight: 700,
                    bgcolor: option.isCorrect ? 'success.main' : 'action.selected',
                    color: option.isCorrect ? 'success.contrastText' : 'text.primary',
                  }}
                >
                  {option.optionLabel}
                </Box>
                <Typography
                  variant="body2"
                  sx={{ overflowWrap: 'anywhere', fontWeight: option.isCorrect ? 700 : 400 }}
                >
                  {option.optionText}
                </Typography>
                {option.isCorrect && (
                  <CheckCircleRounded
                    fontSize="small"
                    color="success"
                    titleAccess={t('textToQuiz.correctOption')}
                  />
                )}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 1 }}
      >
        <Button
          size="small"
          startIcon={regenerating === 'question' ? spinner : <AutorenewRounded />}
          onClick={onRegenerateQuestion}
          disabled={disabled || busy}
          aria-label={t('textToQuiz.regenerateQuestionFor', { number })}
        >
          {t('textToQuiz.regenerateQuestion')}
        </Button>
        <Button
          size="small"
          startIcon={regenerating === 'options' ? spinner : <ShuffleRounded />}
          onClick={onRegenerateOptions}
          disabled={disabled || busy}
          aria-label={t('textToQuiz.regenerateOptionsFor', { number })}
        >
          {t('textToQuiz.regenerateOptions')}
        </Button>
      </Stack>
      {busy && (
        <Typography
          role="status"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', textAlign: 'right' }}
        >
          {t('textToQuiz.regenerating', { number })}
        </Typography>
      )}
    </Paper>
  );
}
