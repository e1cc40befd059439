// Answering the open question on a phone: the question, its countdown, and the options as big tiles to tap (or
// keys to press), each in its colour and shape.

import type { LiveQuestion } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Stack } from '@/components/ui/layout';
import { MathText } from '@/components/ui/math-text';
import { isOneTap, type LiveScreenState } from '@/features/live/utils/live-state';
import { hasLongWord } from '@/features/live/utils/option-words';
import type { LiveSeat } from '@/lib/storage';
import { Countdown } from './countdown';
import { OptionFace } from './option-look';
import { PlayerKindAnswer } from './player-kind-answer';
import styles from './player-options.module.css';
import { usePlayerAnswer } from './use-player-answer';

export function PlayerOptions({
  state,
  seat,
  onAnswered,
}: {
  state: LiveScreenState;
  seat: LiveSeat;
  onAnswered: (answer: string) => void;
}) {
  const { t } = useTranslation();
  const { sending, failure, answer } = usePlayerAnswer(state, seat, onAnswered);
  const question = state.question;
  if (!question) return null;
  return (
    <Stack gap={2}>
      <div className={styles.top}>
        <div className={styles.heading}>
          <p className={styles.position}>
            {t('live.host.questionOf', { number: question.index + 1, total: question.total })}
          </p>
          <h1 className={styles.question} lang={question.language}>
            <MathText text={question.questionText} />
          </h1>
        </div>
        <Countdown state={state} size={64} />
      </div>
      {failure && <Alert tone="warning">{failure}</Alert>}
      {isOneTap(question) ? (
        <OneTapOptions question={question} sending={sending !== null} onAnswer={answer} />
      ) : (
        <PlayerKindAnswer question={question} sending={sending !== null} onAnswer={answer} />
      )}
    </Stack>
  );
}

/** Single choice and true/false: a tap (or a key) answers. */
function OneTapOptions({
  question,
  sending,
  onAnswer,
}: {
  question: LiveQuestion;
  sending: boolean;
  onAnswer: (label: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {/* Disabled as one while an answer is on its way: a second tap cannot send another. */}
      <fieldset className={styles.fieldset} aria-label={t('live.play.optionsLabel')} disabled={sending}>
        <div
          className={styles.options}
          data-long-words={hasLongWord(question.options.map((option) => option.optionText)) || undefined}
        >
          {question.options.map((option, index) => (
            <button
              key={option.optionLabel}
              type="button"
              className={styles.tile}
              lang={question.language}
              onClick={() => onAnswer(option.optionLabel)}
            >
              <OptionFace index={index} label={option.optionLabel} text={option.optionText} />
            </button>
          ))}
        </div>
      </fieldset>
      <p className={styles.keyboardHint}>
        {t('live.play.keyboardHint', { count: Math.min(9, question.options.length) })}
      </p>
    </>
  );
}
