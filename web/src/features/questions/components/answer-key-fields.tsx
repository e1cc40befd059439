// The editors of the kinds of question beyond choosing options (issue 43): a short answer's accepted answers, a
// numeric question's accepted values, a matching question's pairs; and an option's collapsible feedback.
import {
  FEEDBACK_MAX_LENGTH,
  MATCHING_TEXT_MAX_LENGTH,
  MAX_MATCHING_ITEMS,
  MAX_NUMERIC_RANGES,
  MAX_SHORT_ANSWERS,
  MIN_MATCHING_PAIRS,
  SHORT_ANSWER_MAX_LENGTH,
} from '@quizdrill/contracts/rules/kinds';
import MessageSquarePlus from 'lucide-react/icons/message-square-plus';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, type FormFieldProps } from '@/components/ui/form-field';
import {
  type AnswerKeyDraft,
  newPair,
  newRange,
  newShortAnswer,
} from '@/features/questions/utils/answer-key-draft';
import styles from './question-fields.module.css';

/** Feedback shown to a student who answered so: behind a button until written, so a short form stays short. */
export function FeedbackField({
  name,
  label,
  value,
  onChange,
  disabled,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(value !== '');
  if (!open) {
    return (
      <span className={styles.addFeedback}>
        <Button
          variant="text"
          size="small"
          icon={<MessageSquarePlus size={18} aria-hidden="true" />}
          onClick={() => setOpen(true)}
          disabled={disabled}
          aria-label={`${t('questionForm.kinds.addFeedback')}: ${label}`}
        >
          {t('questionForm.kinds.addFeedback')}
        </Button>
      </span>
    );
  }
  return (
    <FormField
      name={name}
      label={label}
      hint={t('questionForm.kinds.feedbackHint')}
      value={value}
      onChange={onChange}
      size="small"
      multiline
      minRows={1}
      maxRows={4}
      disabled={disabled}
      maxLength={FEEDBACK_MAX_LENGTH}
      autoFocus={value === ''}
    />
  );
}

type KeyFieldsProps = {
  answerKey: AnswerKeyDraft;
  onChange: (answerKey: AnswerKeyDraft) => void;
  disabled: boolean;
};

/** One field of a row, in a span that sets its width. */
function KeyField({
  width,
  ...field
}: { width: 'wide' | 'half' | 'narrow' } & Pick<
  FormFieldProps,
  'name' | 'label' | 'value' | 'onChange' | 'disabled' | 'maxLength' | 'inputAttributes'
>) {
  return (
    <span className={styles[width]}>
      <FormField size="small" {...field} />
    </span>
  );
}

/**
 * The rows of an answer key (accepted answers, values or pairs), each with its fields, a remove button and what
 * goes below them; and a button that adds one. Rows are changed, added and removed by their key.
 */
function KeyRows<Row extends { key: number }>({
  rows,
  onRows,
  min,
  max,
  newRow,
  addLabel,
  removeLabel,
  fields,
  below,
  disabled,
}: {
  rows: Row[];
  onRows: (rows: Row[]) => void;
  /** The fewest rows: none can be removed at this many. */
  min: number;
  /** The most rows: none can be added at this many. */
  max: number;
  newRow: () => Row;
  addLabel: string;
  removeLabel: (number: number) => string;
  fields: (row: Row, number: number, change: (changes: Partial<Row>) => void) => ReactNode;
  below?: (row: Row, number: number, change: (changes: Partial<Row>) => void) => ReactNode;
  disabled: boolean;
}) {
  const change = (key: number) => (changes: Partial<Row>) =>
    onRows(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  return (
    <>
      <div className={styles.optionRows}>
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <div key={row.key} className={styles.keyRow}>
              <div className={styles.keyFields}>
                {fields(row, number, change(row.key))}
                <span className={styles.remove}>
                  <IconButton
                    label={removeLabel(number)}
                    icon={<Trash2 aria-hidden="true" />}
                    disabled={disabled || rows.length <= min}
                    onClick={() => onRows(rows.filter((other) => other.key !== row.key))}
                  />
                </span>
              </div>
              {below?.(row, number, change(row.key))}
            </div>
          );
        })}
      </div>
      <div className={styles.add}>
        <Button
          variant="text"
          icon={<Plus size={20} aria-hidden="true" />}
          onClick={() => onRows([...rows, newRow()])}
          disabled={disabled || rows.length >= max}
        >
          {addLabel}
        </Button>
      </div>
    </>
  );
}

/** Accepted answers: text, credit in percent and feedback each; and whether accents and a typo are forgiven. */
export function ShortAnswerFields({ answerKey, onChange, disabled }: KeyFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <KeyRows
        rows={answerKey.answers}
        onRows={(answers) => onChange({ ...answerKey, answers })}
        min={1}
        max={MAX_SHORT_ANSWERS}
        newRow={newShortAnswer}
        addLabel={t('questionForm.kinds.addAnswer')}
        removeLabel={(number) => t('questionForm.kinds.removeAnswer', { number })}
        disabled={disabled}
        fields={(answer, number, change) => (
          <>
            <KeyField
              width="wide"
              name={`answer-${number}`}
              label={t('questionForm.kinds.answerText', { number })}
              value={answer.text}
              onChange={(text) => change({ text })}
              disabled={disabled}
              maxLength={SHORT_ANSWER_MAX_LENGTH}
            />
            <KeyField
              width="narrow"
              name={`answer-${number}-credit`}
              label={t('questionForm.kinds.credit')}
              value={answer.credit}
              onChange={(credit) => change({ credit })}
              disabled={disabled}
              inputAttributes={{ inputMode: 'numeric' }}
            />
          </>
        )}
        below={(answer, number, change) => (
          <FeedbackField
            name={`answer-${number}-feedback`}
            label={t('questionForm.kinds.feedbackFor', { label: answer.text || number })}
            value={answer.feedback}
            onChange={(feedback) => change({ feedback })}
            disabled={disabled}
          />
        )}
      />
      <Checkbox
        name="lenient"
        label={t('questionForm.kinds.lenient')}
        checked={answerKey.lenient}
        onChange={(event) => onChange({ ...answerKey, lenient: event.target.checked })}
        disabled={disabled}
      />
    </>
  );
}

/** Accepted values: value ± tolerance, credit in percent and feedback each; a decimal comma or point. */
export function NumericFields({ answerKey, onChange, disabled }: KeyFieldsProps) {
  const { t } = useTranslation();
  return (
    <KeyRows
      rows={answerKey.ranges}
      onRows={(ranges) => onChange({ ...answerKey, ranges })}
      min={1}
      max={MAX_NUMERIC_RANGES}
      newRow={newRange}
      addLabel={t('questionForm.kinds.addRange')}
      removeLabel={(number) => t('questionForm.kinds.removeRange', { number })}
      disabled={disabled}
      fields={(range, number, change) => (
        <>
          <KeyField
            width="half"
            name={`value-${number}`}
            label={t('questionForm.kinds.value', { number })}
            value={range.value}
            onChange={(value) => change({ value })}
            disabled={disabled}
            inputAttributes={{ inputMode: 'decimal' }}
          />
          <KeyField
            width="narrow"
            name={`value-${number}-tolerance`}
            label={t('questionForm.kinds.tolerance')}
            value={range.tolerance}
            onChange={(tolerance) => change({ tolerance })}
            disabled={disabled}
            inputAttributes={{ inputMode: 'decimal' }}
          />
          <KeyField
            width="narrow"
            name={`value-${number}-credit`}
            label={t('questionForm.kinds.credit')}
            value={range.credit}
            onChange={(credit) => change({ credit })}
            disabled={disabled}
            inputAttributes={{ inputMode: 'numeric' }}
          />
        </>
      )}
      below={(range, number, change) => (
        <FeedbackField
          name={`value-${number}-feedback`}
          label={t('questionForm.kinds.feedbackFor', { label: range.value || number })}
          value={range.feedback}
          onChange={(feedback) => change({ feedback })}
          disabled={disabled}
        />
      )}
    />
  );
}

/** Pairs, left and right; at least two with a left item, an empty left being an extra right to choose from. */
export function MatchingFields({ answerKey, onChange, disabled }: KeyFieldsProps) {
  const { t } = useTranslation();
  return (
    <KeyRows
      rows={answerKey.pairs}
      onRows={(pairs) => onChange({ ...answerKey, pairs })}
      min={MIN_MATCHING_PAIRS}
      max={MAX_MATCHING_ITEMS}
      newRow={newPair}
      addLabel={t('questionForm.kinds.addPair')}
      removeLabel={(number) => t('questionForm.kinds.removePair', { number })}
      disabled={disabled}
      fields={(pair, number, change) => (
        <>
          <KeyField
            width="half"
            name={`pair-${number}-left`}
            label={t('questionForm.kinds.left', { number })}
            value={pair.left}
            onChange={(left) => change({ left })}
            disabled={disabled}
            maxLength={MATCHING_TEXT_MAX_LENGTH}
          />
          <KeyField
            width="half"
            name={`pair-${number}-right`}
            label={t('questionForm.kinds.right', { number })}
            value={pair.right}
            onChange={(right) => change({ right })}
            disabled={disabled}
            maxLength={MATCHING_TEXT_MAX_LENGTH}
          />
        </>
      )}
    />
  );
}
