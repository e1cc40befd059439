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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
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

/** Rows changed, added and removed by their key. */
function rowsEditor<Row extends { key: number }>(rows: Row[], onRows: (rows: Row[]) => void) {
  return {
    change: (key: number, changes: Partial<Row>) =>
      onRows(rows.map((row) => (row.key === key ? { ...row, ...changes } : row))),
    remove: (key: number) => onRows(rows.filter((row) => row.key !== key)),
    add: (row: Row) => onRows([...rows, row]),
  };
}

function AddRow({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <div className={styles.add}>
      <Button
        variant="text"
        icon={<Plus size={20} aria-hidden="true" />}
        onClick={onClick}
        disabled={disabled}
      >
        {label}
      </Button>
    </div>
  );
}

/** Accepted answers: text, credit in percent and feedback each; and whether accents and a typo are forgiven. */
export function ShortAnswerFields({ answerKey, onChange, disabled }: KeyFieldsProps) {
  const { t } = useTranslation();
  const rows = rowsEditor(answerKey.answers, (answers) => onChange({ ...answerKey, answers }));
  return (
    <>
      <div className={styles.optionRows}>
        {answerKey.answers.map((answer, index) => {
          const number = index + 1;
          return (
            <div key={answer.key} className={styles.keyRow}>
              <div className={styles.keyFields}>
                <span className={styles.wide}>
                  <FormField
                    name={`answer-${number}`}
                    label={t('questionForm.kinds.answerText', { number })}
                    value={answer.text}
                    onChange={(text) => rows.change(answer.key, { text })}
                    size="small"
                    disabled={disabled}
                    maxLength={SHORT_ANSWER_MAX_LENGTH}
                  />
                </span>
                <span className={styles.narrow}>
                  <FormField
                    name={`answer-${number}-credit`}
                    label={t('questionForm.kinds.credit')}
                    value={answer.credit}
                    onChange={(credit) => rows.change(answer.key, { credit })}
                    size="small"
                    disabled={disabled}
                    inputAttributes={{ inputMode: 'numeric' }}
                  />
                </span>
                <span className={styles.remove}>
                  <IconButton
                    label={t('questionForm.kinds.removeAnswer', { number })}
                    icon={<Trash2 aria-hidden="true" />}
                    disabled={disabled || answerKey.answers.length <= 1}
                    onClick={() => rows.remove(answer.key)}
                  />
                </span>
              </div>
              <FeedbackField
                name={`answer-${number}-feedback`}
                label={t('questionForm.kinds.feedbackFor', { label: answer.text || number })}
                value={answer.feedback}
                onChange={(feedback) => rows.change(answer.key, { feedback })}
                disabled={disabled}
              />
            </div>
          );
        })}
      </div>
      <AddRow
        label={t('questionForm.kinds.addAnswer')}
        onClick={() => rows.add(newShortAnswer())}
        disabled={disabled || answerKey.answers.length >= MAX_SHORT_ANSWERS}
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
  const rows = rowsEditor(answerKey.ranges, (ranges) => onChange({ ...answerKey, ranges }));
  return (
    <>
      <div className={styles.optionRows}>
        {answerKey.ranges.map((range, index) => {
          const number = index + 1;
          return (
            <div key={range.key} className={styles.keyRow}>
              <div className={styles.keyFields}>
                <span className={styles.half}>
                  <FormField
                    name={`value-${number}`}
                    label={t('questionForm.kinds.value', { number })}
                    value={range.value}
                    onChange={(value) => rows.change(range.key, { value })}
                    size="small"
                    disabled={disabled}
                    inputAttributes={{ inputMode: 'decimal' }}
                  />
                </span>
                <span className={styles.narrow}>
                  <FormField
                    name={`value-${number}-tolerance`}
                    label={t('questionForm.kinds.tolerance')}
                    value={range.tolerance}
                    onChange={(tolerance) => rows.change(range.key, { tolerance })}
                    size="small"
                    disabled={disabled}
                    inputAttributes={{ inputMode: 'decimal' }}
                  />
                </span>
                <span className={styles.narrow}>
                  <FormField
                    name={`value-${number}-credit`}
                    label={t('questionForm.kinds.credit')}
                    value={range.credit}
                    onChange={(credit) => rows.change(range.key, { credit })}
                    size="small"
                    disabled={disabled}
                    inputAttributes={{ inputMode: 'numeric' }}
                  />
                </span>
                <span className={styles.remove}>
                  <IconButton
                    label={t('questionForm.kinds.removeRange', { number })}
                    icon={<Trash2 aria-hidden="true" />}
                    disabled={disabled || answerKey.ranges.length <= 1}
                    onClick={() => rows.remove(range.key)}
                  />
                </span>
              </div>
              <FeedbackField
                name={`value-${number}-feedback`}
                label={t('questionForm.kinds.feedbackFor', { label: range.value || number })}
                value={range.feedback}
                onChange={(feedback) => rows.change(range.key, { feedback })}
                disabled={disabled}
              />
            </div>
          );
        })}
      </div>
      <AddRow
        label={t('questionForm.kinds.addRange')}
        onClick={() => rows.add(newRange())}
        disabled={disabled || answerKey.ranges.length >= MAX_NUMERIC_RANGES}
      />
    </>
  );
}

/** Pairs, left and right; at least two with a left item, an empty left being an extra right to choose from. */
export function MatchingFields({ answerKey, onChange, disabled }: KeyFieldsProps) {
  const { t } = useTranslation();
  const rows = rowsEditor(answerKey.pairs, (pairs) => onChange({ ...answerKey, pairs }));
  return (
    <>
      <div className={styles.optionRows}>
        {answerKey.pairs.map((pair, index) => {
          const number = index + 1;
          return (
            <div key={pair.key} className={styles.keyRow}>
              <div className={styles.keyFields}>
                <span className={styles.half}>
                  <FormField
                    name={`pair-${number}-left`}
                    label={t('questionForm.kinds.left', { number })}
                    value={pair.left}
                    onChange={(left) => rows.change(pair.key, { left })}
                    size="small"
                    disabled={disabled}
                    maxLength={MATCHING_TEXT_MAX_LENGTH}
                  />
                </span>
                <span className={styles.half}>
                  <FormField
                    name={`pair-${number}-right`}
                    label={t('questionForm.kinds.right', { number })}
                    value={pair.right}
                    onChange={(right) => rows.change(pair.key, { right })}
                    size="small"
                    disabled={disabled}
                    maxLength={MATCHING_TEXT_MAX_LENGTH}
                  />
                </span>
                <span className={styles.remove}>
                  <IconButton
                    label={t('questionForm.kinds.removePair', { number })}
                    icon={<Trash2 aria-hidden="true" />}
                    disabled={disabled || answerKey.pairs.length <= MIN_MATCHING_PAIRS}
                    onClick={() => rows.remove(pair.key)}
                  />
                </span>
              </div>
            </div>
          );
        })}
      </div>
      <AddRow
        label={t('questionForm.kinds.addPair')}
        onClick={() => rows.add(newPair())}
        disabled={disabled || answerKey.pairs.length >= MAX_MATCHING_ITEMS}
      />
    </>
  );
}
