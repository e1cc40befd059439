import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import ShuffleRounded from '@mui/icons-material/ShuffleRounded';
import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { OrderType } from '@quizdrill/contracts/types';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { hasOrderButton, nextOrderType, orderTypeLabelKey } from '../utils/order-type';
import { parseStartAt, type QuizSettings } from '../utils/stored-session';

const orderIcon: Record<OrderType, ReactNode> = {
  ORDER: <FormatListNumberedRounded />,
  RANDOM: <ShuffleRounded />,
  REVERSE: <SwapVertRounded />,
  REVIEW: <EventRepeatRounded />,
  MISTAKES: <ErrorOutlineRounded />,
};

type QuizSettingsBarProps = {
  settings: QuizSettings;
  questionCount: number;
  onChangeOrder: () => void;
  onChangeStart: (startAt: number) => void;
  /** "Start over": a new session with the same settings. Absent once the quiz is finished (it has its own). */
  onStartOver?: () => void;
  /** Beside the ordinary start: the memory drills (REVIEW, MISTAKES), shown in an ordinary session. */
  memoryActions?: ReactNode;
  /** In a REVIEW or MISTAKES session: back to the ordinary quiz. */
  onBackToOrdinary?: () => void;
};

/** "Start at question N": applied with Enter or its button, so typing a number does not restart the quiz. */
function StartAtForm({
  settings,
  questionCount,
  onChangeStart,
}: Pick<QuizSettingsBarProps, 'settings' | 'questionCount' | 'onChangeStart'>) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(settings.startAt));
  const [invalid, setInvalid] = useState(false);
  const [appliedStart, setAppliedStart] = useState(settings.startAt);
  // A start set elsewhere (a resumed session) shows in the field.
  if (appliedStart !== settings.startAt) {
    setAppliedStart(settings.startAt);
    setText(String(settings.startAt));
    setInvalid(false);
  }

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const startAt = parseStartAt(text, questionCount);
    setInvalid(startAt === null);
    if (startAt !== null) onChangeStart(startAt);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={apply}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
    >
      <FormField
        label={t('quiz.startAt.label')}
        name="startAt"
        type="number"
        size="small"
        value={text}
        onChange={(value) => {
          setText(value);
          setInvalid(false);
        }}
        error={invalid ? t('quiz.startAt.invalid', { count: questionCount }) : undefined}
        hint={t('quiz.startAt.hint', { count: questionCount })}
        inputAttributes={{ min: 1, max: questionCount, step: 1, inputMode: 'numeric' }}
        sx={{
          width: { xs: '100%', sm: 180 },
          '& .MuiFormHelperText-root': { whiteSpace: { sm: 'nowrap' } },
        }}
      />
      <Button type="submit" variant="outlined" sx={{ flexShrink: 0, minHeight: 40 }}>
        {t('quiz.startAt.apply')}
      </Button>
    </Box>
  );
}

/**
 * How the session runs (SPEC §2/§4): the order mode, cycled by one button, and the first question; each change
 * starts a new session. "Start over" starts one with the same settings.
 */
export function QuizSettingsBar({
  settings,
  questionCount,
  onChangeOrder,
  onChangeStart,
  onStartOver,
  memoryActions,
  onBackToOrdinary,
}: QuizSettingsBarProps) {
  const { t } = useTranslation();
  const current = t(orderTypeLabelKey[settings.orderType]);
  const upcoming = t(orderTypeLabelKey[nextOrderType(settings.orderType)]);
  // REVIEW and MISTAKES drill a list chosen from the student's memory: no order to change, no start to choose.
  if (!hasOrderButton(settings.orderType)) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          {orderIcon[settings.orderType]}
          <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{current}</Typography>
        </Box>
        {memoryActions}
        {onBackToOrdinary && (
          <Button onClick={onBackToOrdinary} startIcon={<FormatListNumberedRounded />} sx={{ ml: 'auto' }}>
            {t('memory.backToQuiz')}
          </Button>
        )}
      </Paper>
    );
  }
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        columnGap: 3,
        rowGap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', minHeight: 40 }}>
        <Typography aria-hidden variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {t('quiz.order.label')}
        </Typography>
        <Tooltip describeChild title={t('quiz.order.changeHint', { mode: upcoming })}>
          <Button
            variant="outlined"
            onClick={onChangeOrder}
            startIcon={orderIcon[settings.orderType]}
            aria-label={t('quiz.order.button', { mode: current })}
          >
            {current}
          </Button>
        </Tooltip>
        {onStartOver && (
          <Button onClick={onStartOver} startIcon={<RestartAltRounded />}>
            {t('quiz.startOver.action')}
          </Button>
        )}
        {memoryActions}
      </Box>
      <StartAtForm
        key={questionCount}
        settings={settings}
        questionCount={questionCount}
        onChangeStart={onChangeStart}
      />
    </Paper>
  );
}
