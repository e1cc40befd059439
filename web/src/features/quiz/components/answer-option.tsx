import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { QuizOption } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import type { OptionOutcome } from '@/features/quiz/utils/quiz-state';

type Tone = 'primary' | 'success' | 'error' | null;

function toneOf(selected: boolean, outcome: OptionOutcome | null): Tone {
  if (outcome === 'correct') return 'success';
  if (outcome === 'wrongChoice') return 'error';
  return selected && outcome === null ? 'primary' : null;
}

type AnswerOptionProps = {
  option: QuizOption;
  /** The radios of one question share a name. */
  name: string;
  language: string;
  selected: boolean;
  /** Set once the answer is back: how this option turned out. */
  outcome: OptionOutcome | null;
  disabled: boolean;
  onSelect: () => void;
};

/** One answer as a full-width card holding a radio: its letter, its text and, after the answer, right or wrong. */
export function AnswerOption({
  option,
  name,
  language,
  selected,
  outcome,
  disabled,
  onSelect,
}: AnswerOptionProps) {
  const { t } = useTranslation();
  const tone = toneOf(selected, outcome);
  const answered = outcome !== null;
  return (
    <Box
      component="label"
      sx={(theme: Theme) => ({
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        width: '100%',
        minHeight: 56,
        px: { xs: 1.5, sm: 2 },
        py: 1.25,
        borderRadius: 2,
        border: 2,
        borderColor: tone ? `${tone}.main` : 'divider',
        bgcolor: tone
          ? alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.16 : 0.08)
          : 'transparent',
        cursor: disabled ? 'default' : 'pointer',
        transition: theme.transitions.create(['border-color', 'background-color'], {
          duration: theme.transitions.duration.shorter,
        }),
        '&:hover': disabled ? {} : { borderColor: tone ? `${tone}.main` : 'text.secondary' },
        '&:has(input:focus-visible)': {
          outline: `3px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
        opacity: answered && outcome === 'neutral' ? 0.75 : 1,
      })}
    >
      <Box
        component="input"
        type="radio"
        name={name}
        value={option.optionLabel}
        checked={selected}
        disabled={disabled}
        onChange={onSelect}
        sx={visuallyHidden}
      />
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          width: 32,
          height: 32,
          borderRadius: '50%',
          fontWeight: 700,
          bgcolor: tone ? `${tone}.main` : 'action.selected',
          color: tone ? `${tone}.contrastText` : 'text.primary',
        }}
      >
        {option.optionLabel}
      </Box>
      <Typography lang={language} sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={visuallyHidden}>
          {`${option.optionLabel}: `}
        </Box>
        {option.optionText}
      </Typography>
      {outcome === 'correct' && (
        <Chip
          size="small"
          color="success"
          icon={<CheckCircleRounded />}
          label={t(selected ? 'quiz.yourAnswerCorrect' : 'quiz.rightAnswer')}
          sx={{ flexShrink: 0 }}
        />
      )}
      {outcome === 'wrongChoice' && (
        <Chip
          size="small"
          color="error"
          icon={<CancelRounded />}
          label={t('quiz.yourAnswer')}
          sx={{ flexShrink: 0 }}
        />
      )}
    </Box>
  );
}
