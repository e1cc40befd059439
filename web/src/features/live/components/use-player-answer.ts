import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerQuestion } from '@/features/live/api/live-games';
import { isOneTap, type LiveScreenState } from '@/features/live/utils/live-state';
import { optionLabelForKey } from '@/lib/answer-keys';
import { isApiError } from '@/lib/api-client';
import type { LiveSeat } from '@/lib/storage';

/**
 * Sends a player's answer to the open question, once: by a tap (`answer`) or by a key (1–9 or the option's letter,
 * listened for here). `sending` holds the option on its way, `failure` says why the last one did not arrive; an
 * answer the game already has, or a repeated one, counts as answered.
 */
export function usePlayerAnswer(
  state: LiveScreenState,
  seat: LiveSeat,
  onAnswered: (label: string) => void,
): { sending: string | null; failure: string | null; answer: (label: string) => void } {
  const { t } = useTranslation();
  const question = state.question;
  const [sending, setSending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The latest answer function, for the key listener that lives as long as the question.
  const answer = useRef<(label: string) => void>(() => undefined);

  answer.current = (label: string) => {
    if (!question || sending !== null) return;
    setSending(label);
    setFailure(null);
    answerQuestion(seat, question.index, label)
      .then(() => onAnswered(label))
      .catch((error: unknown) => {
        if (isApiError(error) && error.code === 'already_answered') return onAnswered(label);
        if (isApiError(error) && error.code === 'answer_too_late') return setFailure(t('live.play.tooLate'));
        setFailure(
          t('live.play.answerFailed', { message: isApiError(error) ? error.message : String(error) }),
        );
      })
      .finally(() => setSending(null));
  };

  useEffect(() => {
    // Keys answer a one-tap question only: elsewhere they type an answer or move between fields.
    if (!question || !isOneTap(question)) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const label = optionLabelForKey(event.key, question.options);
      if (label === null) return;
      event.preventDefault();
      answer.current(label);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [question]);

  return { sending, failure, answer: (label) => answer.current(label) };
}
