// What a question of the typed and matching kinds accepts (issue 43), as its course's question list shows it to the
// teacher: its kind, and the accepted answers, values or pairs with their credit and feedback, their math typeset.
import type { QuestionResponse } from '@quizdrill/contracts/types';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Stack } from '@/components/ui/layout';
import { MathText } from '@/components/ui/math-text';
import styles from './question-list.module.css';

/** The kind of a question, a single choice when it has none (SPEC's question). */
export function KindBadge({ question }: { question: QuestionResponse }) {
  const { t } = useTranslation();
  return (
    <Badge size="small" tone="info" variant="outline" data-status={question.kind ?? 'single'}>
      {t(`questionForm.kinds.names.${question.kind ?? 'single'}`)}
    </Badge>
  );
}

/** A line of the answer: its text, its credit when it is not full, and the teacher's feedback under it. */
function KeyLine({ text, credit, feedback }: { text: string; credit?: number; feedback?: string | null }) {
  const { t } = useTranslation();
  const full = credit === undefined || credit === 100;
  return (
    <li className={styles.option} data-correct={full || undefined}>
      <span className={styles.optionText}>
        <MathText text={text} />
        {feedback && (
          <span className={styles.feedback}>
            <MathText text={feedback} />
          </span>
        )}
      </span>
      {full ? (
        <Badge tone="success" size="small" icon={<CircleCheck />}>
          {t('questionList.correct')}
        </Badge>
      ) : (
        <Badge tone="warning" size="small">
          {t('questionList.kinds.credit', { credit })}
        </Badge>
      )}
    </li>
  );
}

/** The accepted answers (short), values (numeric) or pairs (matching) of a question; nothing for the choice kinds. */
export function AnswerKeyList({ question }: { question: QuestionResponse }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 10 }).format(value);
  switch (question.kind) {
    case 'short':
      return (
        <Stack as="ol" gap={1}>
          {(question.answers ?? []).map((answer) => (
            <KeyLine key={answer.text} text={answer.text} credit={answer.credit} feedback={answer.feedback} />
          ))}
          {question.lenient && <li className={styles.note}>{t('questionList.kinds.lenient')}</li>}
        </Stack>
      );
    case 'numeric':
      return (
        <Stack as="ol" gap={1}>
          {(question.ranges ?? []).map((range) => (
            <KeyLine
              key={`${range.value} ${range.tolerance}`}
              text={
                range.tolerance > 0
                  ? `${number(range.value)} ± ${number(range.tolerance)}`
                  : number(range.value)
              }
              credit={range.credit}
              feedback={range.feedback}
            />
          ))}
        </Stack>
      );
    case 'matching':
      return (
        <Stack as="ol" gap={1}>
          {(question.pairs ?? []).map((pair) => (
            <li key={`${pair.left} ${pair.right}`} className={styles.option}>
              <span className={styles.optionText}>
                {pair.left === '' ? `(${t('questionList.kinds.extra')})` : <MathText text={pair.left} />} →{' '}
                <MathText text={pair.right} />
              </span>
            </li>
          ))}
        </Stack>
      );
    default:
      return null;
  }
}
