import type { NumericRange, ShortAnswer } from '@quizdrill/contracts/rules/kinds';
import CircleCheck from 'lucide-react/icons/circle-check';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '@/components/ui/math-text';
import styles from './answer-key-summary.module.css';

type AnswerKeySummaryProps = {
  /** short: the accepted answers. */
  answers?: readonly ShortAnswer[];
  /** numeric: the accepted values. */
  ranges?: readonly NumericRange[];
  language: string;
};

/**
 * A short or numeric question's answer key, read-only (issue 43): its accepted answers, or each value ± its
 * tolerance. Nothing for the choice kinds, whose right options are marked where they are listed.
 */
export function AnswerKeySummary({ answers = [], ranges = [], language }: AnswerKeySummaryProps) {
  const { t, i18n } = useTranslation();
  if (answers.length === 0 && ranges.length === 0) return null;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 10 });
  const value = (range: NumericRange) =>
    range.tolerance > 0
      ? `${number.format(range.value)} ± ${number.format(range.tolerance)}`
      : number.format(range.value);
  return (
    <p lang={language} className={styles.answerKey}>
      <CircleCheck size={20} aria-hidden="true" className={styles.correctMark} />
      <span>
        {answers.length > 0 ? (
          <>
            {t('textToQuiz.acceptedAnswers')}{' '}
            {answers.map((answer, index) => (
              // Each answer typeset on its own, as the options are. A generated key may hold the same text twice.
              // biome-ignore lint/suspicious/noArrayIndexKey: the key is read-only here, so its order never changes.
              <Fragment key={index}>
                {index > 0 && ', '}
                <MathText text={answer.text} />
              </Fragment>
            ))}
          </>
        ) : (
          t('textToQuiz.numericAnswer', { values: ranges.map(value).join(', ') })
        )}
      </span>
    </p>
  );
}
