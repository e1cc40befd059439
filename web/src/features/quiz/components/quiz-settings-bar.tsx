import type { OrderType } from '@quizdrill/contracts/types';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import CalendarSync from 'lucide-react/icons/calendar-sync';
import CircleAlert from 'lucide-react/icons/circle-alert';
import ListOrdered from 'lucide-react/icons/list-ordered';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Shuffle from 'lucide-react/icons/shuffle';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';
import { hasOrderButton, nextOrderType, orderTypeLabelKey } from '@/features/quiz/utils/order-type';
import type { QuizSettings } from '@/features/quiz/utils/stored-session';
import styles from './quiz-settings-bar.module.css';

const StartAtForm = lazy(() => import('./start-at-form').then((module) => ({ default: module.StartAtForm })));

const orderIcon: Record<OrderType, ReactNode> = {
  ORDER: <ListOrdered size={20} aria-hidden="true" />,
  RANDOM: <Shuffle size={20} aria-hidden="true" />,
  REVERSE: <ArrowUpDown size={20} aria-hidden="true" />,
  REVIEW: <CalendarSync size={20} aria-hidden="true" />,
  MISTAKES: <CircleAlert size={20} aria-hidden="true" />,
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
    <div aria-hidden="true" className={styles.startPlaceholder}>
      <div className={styles.startPlaceholderField} />
      <Button tabIndex={-1} variant="outline">
        {t('quiz.startAt.apply')}
      </Button>
    </div>
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
    <span className={styles.more}>
      <Button
        variant="text"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={controls}
        icon={<SlidersHorizontal size={20} aria-hidden="true" />}
      >
        {t('quiz.moreOptions')}
      </Button>
    </span>
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
  const open = unfolded || undefined;
  const toggle = () => setUnfolded((open) => !open);
  const current = t(orderTypeLabelKey[settings.orderType]);
  const upcoming = t(orderTypeLabelKey[nextOrderType(settings.orderType)]);
  // REVIEW and MISTAKES drill a list chosen from the student's memory: no order to change, no start to choose.
  if (!hasOrderButton(settings.orderType)) {
    return (
      <Card padding={0}>
        <div className={styles.memoryBar}>
          <div className={styles.mode}>
            {orderIcon[settings.orderType]}
            <p className={styles.modeName}>{current}</p>
          </div>
          <MoreOptionsButton open={unfolded} controls={foldedId} onToggle={toggle} />
          <div id={foldedId} className={styles.folded} data-open={open}>
            {memoryActions}
            {onBackToOrdinary && (
              <span className={styles.back}>
                <Button variant="text" onClick={onBackToOrdinary} icon={orderIcon.ORDER}>
                  {t('memory.backToQuiz')}
                </Button>
              </span>
            )}
          </div>
        </div>
      </Card>
    );
  }
  return (
    <Card padding={0}>
      <div className={styles.bar}>
        <div className={styles.order}>
          <p aria-hidden="true" className={styles.orderLabel}>
            {t('quiz.order.label')}
          </p>
          <LazyTooltip title={t('quiz.order.changeHint', { mode: upcoming })}>
            <Button
              variant="outline"
              onClick={onChangeOrder}
              icon={orderIcon[settings.orderType]}
              aria-label={t('quiz.order.button', { mode: current })}
            >
              {current}
            </Button>
          </LazyTooltip>
          <MoreOptionsButton open={unfolded} controls={foldedId} onToggle={toggle} />
          <div id={foldedId} className={styles.folded} data-open={open}>
            {onStartOver && (
              <Button variant="text" onClick={onStartOver} icon={<RotateCcw size={20} aria-hidden="true" />}>
                {t('quiz.startOver.action')}
              </Button>
            )}
            <div className={styles.drills}>{memoryActions}</div>
          </div>
        </div>
        <div className={styles.start} data-open={open}>
          <Suspense fallback={<StartAtPlaceholder />}>
            <StartAtForm
              key={questionCount}
              settings={settings}
              questionCount={questionCount}
              onChangeStart={onChangeStart}
            />
          </Suspense>
        </div>
      </div>
    </Card>
  );
}
