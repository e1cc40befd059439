import CircleCheck from 'lucide-react/icons/circle-check';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Shuffle from 'lucide-react/icons/shuffle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { MathText } from '@/components/ui/math-text';
import { OptionLetter } from '@/components/ui/option-letter';
import type { GeneratedQuestion } from '@/features/ai/utils/generated-questions';
import type { Regenerating } from '@/features/ai/utils/text-to-quiz-state';
import { AnswerKeySummary } from './answer-key-summary';
import styles from './generated-question-card.module.css';

type GeneratedQuestionCardProps = {
  number: number;
  question: GeneratedQuestion;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  regenerating: Regenerating | null;
  /** Has the question made anew, or only its options. */
  onRegenerate: (part: Regenerating) => void;
  /** While the questions are saved. */
  disabled: boolean;
};

/** The two ways to have a question made anew: the whole question, or its options only. */
const REGENERATE = [
  {
    part: 'question',
    Icon: RefreshCw,
    text: 'textToQuiz.regenerateQuestion',
    label: 'textToQuiz.regenerateQuestionFor',
  },
  {
    part: 'options',
    Icon: Shuffle,
    text: 'textToQuiz.regenerateOptions',
    label: 'textToQuiz.regenerateOptionsFor',
  },
] as const;

/**
 * One generated question (SPEC §4 "Text-to-quiz" 3–4): tick it to save it, or have it or its options made anew.
 * A proposal of another kind (issue 43) shows its kind and its answer key, not editable here: unticked, it is not
 * saved. New options are for single choice only, which is what they are written for.
 */
export function GeneratedQuestionCard({
  number,
  question,
  ticked,
  onTick,
  regenerating,
  onRegenerate,
  disabled,
}: GeneratedQuestionCardProps) {
  const { t } = useTranslation();
  const numberId = useId();
  const textId = useId();
  const busy = regenerating !== null;
  // Absent or single: single choice, which needs no badge.
  const kind = question.kind === 'single' ? undefined : question.kind;
  const parts = kind ? REGENERATE.filter(({ part }) => part === 'question') : REGENERATE;
  return (
    <li
      className={styles.card}
      aria-labelledby={`${numberId} ${textId}`}
      aria-busy={busy}
      data-ticked={ticked || undefined}
      data-busy={busy || undefined}
    >
      <div className={styles.question}>
        {/* Named by the number and the question beside it, as the whole card is. */}
        <Checkbox
          label=""
          checked={ticked}
          onChange={(event) => onTick(event.target.checked)}
          disabled={disabled || busy}
          aria-labelledby={`${numberId} ${textId}`}
        />
        <div className={styles.body}>
          <p id={numberId} className={styles.number}>
            {t('textToQuiz.questionNumber', { number })}
            {kind && (
              <>
                {' '}
                <Badge tone="info" variant="outline" size="small" data-status={kind}>
                  {t(`textToQuiz.kinds.${kind}`)}
                </Badge>
              </>
            )}
          </p>
          <p id={textId} lang={question.language} className={styles.text}>
            <MathText text={question.questionText} />
          </p>
          <ul className={styles.options}>
            {question.options.map((option) => (
              <li
                key={option.optionLabel}
                lang={question.language}
                className={styles.option}
                data-correct={option.isCorrect || undefined}
              >
                <OptionLetter
                  label={option.optionLabel}
                  size="small"
                  tone={option.isCorrect ? 'success' : null}
                />
                <span className={styles.optionText}>
                  <MathText text={option.optionText} />
                </span>
                {option.isCorrect && (
                  <CircleCheck
                    size={20}
                    role="img"
                    aria-label={t('textToQuiz.correctOption')}
                    className={styles.correctMark}
                  />
                )}
              </li>
            ))}
          </ul>
          <AnswerKeySummary
            answers={question.answers}
            ranges={question.ranges}
            language={question.language}
          />
        </div>
      </div>
      <div className={styles.actions}>
        {parts.map(({ part, Icon, text, label }) => (
          <Button
            key={part}
            variant="text"
            size="small"
            icon={<Icon size={18} aria-hidden="true" />}
            loading={regenerating === part}
            onClick={() => onRegenerate(part)}
            disabled={disabled || busy}
            aria-label={t(label, { number })}
          >
            {t(text)}
          </Button>
        ))}
      </div>
      {busy && (
        <p role="status" className={styles.regenerating}>
          {t('textToQuiz.regenerating', { number })}
        </p>
      )}
    </li>
  );
}
