import CircleCheck from 'lucide-react/icons/circle-check';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Shuffle from 'lucide-react/icons/shuffle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { MathText } from '@/components/ui/math-text';
import type { GeneratedQuestion } from '@/features/ai/utils/generated-questions';
import type { Regenerating } from '@/features/ai/utils/text-to-quiz-state';
import styles from './generated-question-card.module.css';

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
                <span aria-hidden="true" className={styles.optionLabel}>
                  {option.optionLabel}
                </span>
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
        </div>
      </div>
      <div className={styles.actions}>
        <Button
          variant="text"
          size="small"
          icon={<RefreshCw size={18} aria-hidden="true" />}
          loading={regenerating === 'question'}
          onClick={onRegenerateQuestion}
          disabled={disabled || busy}
          aria-label={t('textToQuiz.regenerateQuestionFor', { number })}
        >
          {t('textToQuiz.regenerateQuestion')}
        </Button>
        <Button
          variant="text"
          size="small"
          icon={<Shuffle size={18} aria-hidden="true" />}
          loading={regenerating === 'options'}
          onClick={onRegenerateOptions}
          disabled={disabled || busy}
          aria-label={t('textToQuiz.regenerateOptionsFor', { number })}
        >
          {t('textToQuiz.regenerateOptions')}
        </Button>
      </div>
      {busy && (
        <p role="status" className={styles.regenerating}>
          {t('textToQuiz.regenerating', { number })}
        </p>
      )}
    </li>
  );
}
