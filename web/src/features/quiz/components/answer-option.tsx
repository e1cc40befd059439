import type { QuizOption } from '@quizdrill/contracts/types';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { MathText } from '@/components/ui/math-text';
import type { OptionOutcome } from '@/features/quiz/utils/quiz-state';
import styles from './answer-option.module.css';

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
  return (
    <label
      className={styles.option}
      data-tone={tone ?? undefined}
      data-outcome={outcome ?? undefined}
      data-disabled={disabled || undefined}
    >
      <input
        className={styles.radio}
        type="radio"
        name={name}
        value={option.optionLabel}
        checked={selected}
        disabled={disabled}
        onChange={onSelect}
      />
      <span className={styles.letter} aria-hidden="true">
        {option.optionLabel}
      </span>
      <span className={styles.text} lang={language}>
        <span className={styles.spoken}>{`${option.optionLabel}: `}</span>
        <MathText text={option.optionText} />
      </span>
      {/* Right or wrong in words and an icon beside the colour. */}
      {outcome === 'correct' && (
        <span className={styles.outcome}>
          <Badge size="small" tone="success" icon={<CircleCheck size={18} />}>
            {t(selected ? 'quiz.yourAnswerCorrect' : 'quiz.rightAnswer')}
          </Badge>
        </span>
      )}
      {outcome === 'wrongChoice' && (
        <span className={styles.outcome}>
          <Badge size="small" tone="danger" icon={<CircleX size={18} />}>
            {t('quiz.yourAnswer')}
          </Badge>
        </span>
      )}
    </label>
  );
}
