import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import ShuffleRounded from '@mui/icons-material/ShuffleRounded';
import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrderType } from '@quizdrill/contracts/types';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { hasOrderButton, nextOrderType, orderTypeLabelKey } from '@/features/quiz/utils/order-type';
import type { QuizSettings } from '@/features/quiz/utils/stored-session';

const StartAtForm = lazy(() => import('./start-at-form').then((module) => ({ default: module.StartAtForm })));

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

/**
 * Where the start form goes while it loads, as wide and as high as it (a small field with its hint line beside the
 * apply button), so that the question under it does not move when it comes.
 */
function StartAtPlaceholder() {
  const { t } = useTranslation();
  return (
    <Box
      aria-hidden
      sx={{ display: 'flex', gap: 1, flex: { xs: '1 1 100%', sm: '0 1 auto' }, visibility: 'hidden' }}
    >
      <Box sx={{ width: { xs: '100%', sm: 180 }, height: 64 }} />
      <Button tabIndex={-1} variant="outlined" sx={{ flexShrink: 0, minHeight: 40 }}>
        {t('quiz.startAt.apply')}
      </Button>
    </Box>
  );
}

/**
 * On a phone the bar is one line (issue 41): the order button and "Fler val", which unfolds the other controls, so the
 * question and its answer button fit on the screen. From `sm` up every control shows and the button is gone.
 */
function MoreOptionsButton({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      startIcon={<TuneRounded />}
      sx={{ display: { xs: 'inline-flex', sm: 'none' }, ml: 'auto' }}
    >
      {t('quiz.moreOptions')}
    </Button>
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
  const [unfolded, setUnfolded] = useState(false);
  const foldedId = useId();
  // Folded away on a phone until "Fler val" opens them; always shown from `sm` up.
  const foldedSx = { display: { xs: unfolded ? 'flex' : 'none', sm: 'flex' } } as const;
  const toggle = () => setUnfolded((open) => !open);
  const current = t(orderTypeLabelKey[settings.orderType]);
  const upcoming = t(orderTypeLabelKey[nextOrderType(settings.orderType)]);
  // REVIEW and MISTAKES drill a list chosen from the student's memory: no order to change, no start to choose.
  if (!hasOrderButton(settings.orderType)) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          {orderIcon[settings.orderType]}
          <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{current}</Typography>
        </Box>
        <MoreOptionsButton open={unfolded} controls={foldedId} onToggle={toggle} />
        <Box
          id={foldedId}
          sx={{ ...foldedSx, flexWrap: 'wrap', gap: 1.5, flex: { xs: '1 1 100%', sm: '1 1 auto' } }}
        >
          {memoryActions}
          {onBackToOrdinary && (
            <Button onClick={onBackToOrdinary} startIcon={<FormatListNumberedRounded />} sx={{ ml: 'auto' }}>
              {t('memory.backToQuiz')}
            </Button>
          )}
        </Box>
      </Paper>
    );
  }
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 1.5, sm: 2.5 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        columnGap: 3,
        rowGap: 2,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          flexWrap: 'wrap',
          minHeight: 40,
          flex: { xs: '1 1 100%', sm: '0 1 auto' },
        }}
      >
        <Typography
          aria-hidden
          variant="body2"
          color="text.secondary"
          sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}
        >
          {t('quiz.order.label')}
        </Typography>
        <LazyTooltip title={t('quiz.order.changeHint', { mode: upcoming })}>
          <Button
            variant="outlined"
            onClick={onChangeOrder}
            startIcon={orderIcon[settings.orderType]}
            aria-label={t('quiz.order.button', { mode: current })}
          >
            {current}
          </Button>
        </LazyTooltip>
        <MoreOptionsButton open={unfolded} controls={foldedId} onToggle={toggle} />
        {/* On a desktop the box itself is no box: its buttons sit in the line above, beside the order. */}
        <Box
          id={foldedId}
          sx={{
            display: { xs: unfolded ? 'flex' : 'none', sm: 'contents' },
            flexWrap: 'wrap',
            gap: 1.5,
            flex: '1 1 100%',
          }}
        >
          {onStartOver && (
            <Button onClick={onStartOver} startIcon={<RestartAltRounded />}>
              {t('quiz.startOver.action')}
            </Button>
          )}
          {memoryActions}
        </Box>
      </Box>
      <Box sx={{ ...foldedSx, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
        <Suspense fallback={<StartAtPlaceholder />}>
          <StartAtForm
            key={questionCount}
            settings={settings}
            questionCount={questionCount}
            onChangeStart={onChangeStart}
          />
        </Suspense>
      </Box>
    </Paper>
  );
}
