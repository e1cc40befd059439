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
import { MatchingPicker } from '@/components/ui/matching-picker';
import { formAnswer } from '@/features/live/utils/form-answer';
import { hasLongWord } from '@/features/live/utils/option-words';
import { answerLabels, toggledLabel } from '@/lib/answer-forms';
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
  const [ticked, setTicked] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [picks, setPicks] = useState<(string | null)[]>(() => (question.prompts ?? []).map(() => null));
  const kind = question.kind;

  const answer = formAnswer(kind, { ticked, typed, picks });
  const tickedLabels = answerLabels(ticked ?? '');
  const notANumber = kind === 'numeric' && typed.trim() !== '' && answer === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer !== null) onAnswer(answer);
  };

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
                    aria-pressed={tickedLabels.includes(option.optionLabel)}
                    data-ticked={tickedLabels.includes(option.optionLabel) || undefined}
                    onClick={() => setTicked((before) => toggledLabel(before, option.optionLabel))}
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
              error={notANumber ? t('live.play.notANumber') : undefined}
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
          <Button type="submit" size="large" icon={<Send aria-hidden="true" />} disabled={answer === null}>
            {t('live.play.send')}
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}
