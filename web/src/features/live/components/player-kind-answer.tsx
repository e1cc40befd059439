// Answering a question that is more than one tap on a phone (issue 43): multiple choice ticks tiles and sends them,
// a short or numeric answer is typed, a matching question picks a right item per left one. Each is a form: Enter or
// the button sends it, within the question's time.
import type { LiveQuestion } from '@quizdrill/contracts/types';
import Send from 'lucide-react/icons/send';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerField } from '@/components/ui/answer-field';
import { Button } from '@/components/ui/button';
import { Stack } from '@/components/ui/layout';
import { MatchingPicker, matchingAnswer } from '@/components/ui/matching-picker';
import { hasLongWord } from '@/features/live/utils/option-words';
import { OptionFace } from './option-look';
import styles from './player-options.module.css';

export function PlayerKindAnswer({
  question,
  sending,
  onAnswer,
}: {
  question: LiveQuestion;
  sending: boolean;
  onAnswer: (answer: string) => void;
}) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [typed, setTyped] = useState('');
  const [picks, setPicks] = useState<(string | null)[]>(() => (question.prompts ?? []).map(() => null));
  const kind = question.kind;

  const answer =
    kind === 'multiple'
      ? [...ticked].sort().join(',')
      : kind === 'matching'
        ? picks.some((pick) => pick !== null)
          ? matchingAnswer(picks)
          : ''
        : typed.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer !== '') onAnswer(answer);
  };
  const toggle = (label: string) =>
    setTicked((before) => {
      const after = new Set(before);
      if (!after.delete(label)) after.add(label);
      return after;
    });

  return (
    <form onSubmit={submit} aria-label={t('live.play.optionsLabel')}>
      <fieldset className={styles.fieldset} disabled={sending}>
        <Stack gap={2}>
          {kind === 'multiple' && (
            <>
              <p className={styles.instruction}>{t('live.play.tickAll')}</p>
              <div
                className={styles.options}
                data-long-words={
                  hasLongWord(question.options.map((option) => option.optionText)) || undefined
                }
              >
                {question.options.map((option, index) => (
                  <button
                    key={option.optionLabel}
                    type="button"
                    className={styles.tile}
                    lang={question.language}
                    aria-pressed={ticked.has(option.optionLabel)}
                    data-ticked={ticked.has(option.optionLabel) || undefined}
                    onClick={() => toggle(option.optionLabel)}
                  >
                    <OptionFace index={index} label={option.optionLabel} text={option.optionText} />
                  </button>
                ))}
              </div>
            </>
          )}
          {(kind === 'short' || kind === 'numeric') && (
            <AnswerField
              numeric={kind === 'numeric'}
              label={kind === 'numeric' ? t('live.play.yourNumber') : t('live.play.yourAnswer')}
              hint={kind === 'numeric' ? t('live.play.numberHint') : undefined}
              value={typed}
              onChange={setTyped}
              lang={question.language}
              sends
            />
          )}
          {kind === 'matching' && (
            <MatchingPicker
              prompts={question.prompts ?? []}
              choices={question.options}
              picks={picks}
              onChange={setPicks}
              noneLabel={t('live.play.pickNone')}
              lang={question.language}
            />
          )}
          <Button type="submit" size="large" icon={<Send aria-hidden="true" />} disabled={answer === ''}>
            {t('live.play.send')}
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}
