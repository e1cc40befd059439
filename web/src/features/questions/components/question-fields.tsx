import {
  EXPLANATION_MAX_LENGTH,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_TEXT_MAX_LENGTH,
  optionLabel,
  QUESTION_TEXT_MAX_LENGTH,
} from '@quizdrill/contracts/rules';
import { QUESTION_KINDS, type QuestionKind } from '@quizdrill/contracts/rules/kinds';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Radio, RadioGroup } from '@/components/ui/radio-group';
import { SelectField, SelectOption } from '@/components/ui/select-field';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { emptyAnswerKey, PROBLEM_PARAMS } from '@/features/questions/utils/answer-key-draft';
import {
  type DraftErrors,
  kindOfDraft,
  type QuestionDraft,
  withAddedOption,
  withoutOption,
} from '@/features/questions/utils/question-draft';
import { FeedbackField, MatchingFields, NumericFields, ShortAnswerFields } from './answer-key-fields';
import { MathPreview } from './math-preview';
import styles from './question-fields.module.css';

type QuestionFieldsProps = {
  draft: QuestionDraft;
  onChange: (draft: QuestionDraft) => void;
  /** What validateDraft found on the last submit; cleared field by field as the author fixes it. */
  errors: DraftErrors;
  onErrorsChange: (errors: DraftErrors) => void;
  disabled?: boolean;
};

/** Field name of an option's input, for focusing the first problem. */
function optionFieldName(index: number): string {
  return `option-${optionLabel(index)}`;
}

/** Arrow keys in an option's text move its cursor, never to a radio (which would also mark it right). */
function keepArrowKeys(event: KeyboardEvent) {
  if (event.key.startsWith('Arrow')) event.stopPropagation();
}

/** Where each kind's answer key starts, for the cursor when something in it is wrong. */
const ANSWER_KEY_FIELD: Record<QuestionKind, string> = {
  single: 'correctIndex',
  truefalse: 'correctIndex',
  multiple: 'correct-A',
  short: 'answer-1',
  numeric: 'value-1',
  matching: 'pair-1-left',
};

/** The field to put the cursor in after a submit that found `errors`: the first problem in form order. */
export function firstProblemField(errors: DraftErrors, kind: QuestionKind = 'single'): string {
  const firstEmpty = errors.emptyOptions[0];
  if (errors.questionText) return 'questionText';
  return firstEmpty !== undefined ? optionFieldName(firstEmpty) : ANSWER_KEY_FIELD[kind];
}

/** The heading's hint of each kind's answer. */
const ANSWER_HINTS = {
  single: 'questionForm.optionsHint',
  multiple: 'questionForm.kinds.optionsHintMultiple',
  truefalse: 'questionForm.kinds.statement',
  short: 'questionForm.kinds.answersHint',
  numeric: 'questionForm.kinds.rangesHint',
  matching: 'questionForm.kinds.pairsHint',
} as const satisfies Record<QuestionKind, string>;

const ANSWER_TITLES = {
  single: 'questionForm.options',
  multiple: 'questionForm.options',
  truefalse: 'questionForm.correctAnswer',
  short: 'questionForm.kinds.answers',
  numeric: 'questionForm.kinds.ranges',
  matching: 'questionForm.kinds.pairs',
} as const satisfies Record<QuestionKind, string>;

/**
 * The question's kind (issue 43), its text and its answer: for single choice one text per option, the correct one
 * chosen with a radio button, options added (labels continue A, B, C…) or removed down to two; for multiple choice
 * the same with a checkbox per option; true or false; or the answer key of the typed and matching kinds. Every option
 * and accepted answer may carry feedback for the student who answered so.
 */
export function QuestionFields({
  draft,
  onChange,
  errors,
  onErrorsChange,
  disabled = false,
}: QuestionFieldsProps) {
  const { t } = useTranslation();
  const optionsHeadingId = useId();
  const optionsErrorId = useId();
  const kind = kindOfDraft(draft);
  const nextLabel = optionLabel(draft.options.length);
  const answerKey = draft.answerKey ?? emptyAnswerKey();

  const setOption = (index: number, changes: Partial<QuestionDraft['options'][number]>) =>
    onChange({
      ...draft,
      options: draft.options.map((option, position) =>
        position === index ? { ...option, ...changes } : option,
      ),
    });
  const setOptionText = (index: number, text: string) => {
    setOption(index, { text });
    onErrorsChange({ ...errors, emptyOptions: errors.emptyOptions.filter((position) => position !== index) });
  };
  const changeKind = (value: string) => {
    const next = QUESTION_KINDS.find((known) => known === value) ?? 'single';
    // True/false has two options: a right one further down is no answer to it.
    const correctIndex = next === 'truefalse' && (draft.correctIndex ?? 0) > 1 ? null : draft.correctIndex;
    onChange({ ...draft, kind: next, correctIndex });
    onErrorsChange({ ...errors, emptyOptions: [], options: undefined });
  };
  const keyFieldsProps = {
    answerKey,
    onChange: (changed: typeof answerKey) => {
      onChange({ ...draft, answerKey: changed });
      onErrorsChange({ ...errors, options: undefined });
    },
    disabled,
  };

  const optionRows = (
    <div className={styles.optionRows}>
      {draft.options.map((option, index) => {
        const label = optionLabel(index);
        const empty = errors.emptyOptions.includes(index);
        const right = kind === 'multiple' ? option.correct === true : draft.correctIndex === index;
        return (
          <div key={option.key} className={styles.optionRow} data-correct={right || undefined}>
            {kind === 'multiple' ? (
              <span className={styles.radio} title={t('questionForm.kinds.rightOption', { label })}>
                <Checkbox
                  name={`correct-${label}`}
                  checked={right}
                  disabled={disabled}
                  onChange={(event) => {
                    setOption(index, { correct: event.target.checked });
                    onErrorsChange({ ...errors, options: undefined });
                  }}
                  label={<span style={visuallyHidden}>{t('questionForm.kinds.rightOption', { label })}</span>}
                />
              </span>
            ) : (
              // The pointer's hint, as an IconButton's: the radio's name already says it to screen readers.
              <span className={styles.radio} title={t('questionForm.correctOption', { label })}>
                <Radio
                  value={String(index)}
                  tone="success"
                  disabled={disabled}
                  aria-label={t('questionForm.correctOption', { label })}
                />
              </span>
            )}
            {/* The radio group moves between its radios with the arrow keys, also from a text field's first
                or last character; here the arrows stay the option's text cursor. */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: it only keeps the field's own keys in it. */}
            <div className={styles.optionText} onKeyDown={keepArrowKeys}>
              <FormField
                name={optionFieldName(index)}
                label={t('questionForm.option', { label })}
                value={option.text}
                onChange={(text) => setOptionText(index, text)}
                error={empty ? t('questionForm.optionRequired', { label }) : undefined}
                required
                size="small"
                disabled={disabled}
                maxLength={OPTION_TEXT_MAX_LENGTH}
              />
              <FeedbackField
                name={`${optionFieldName(index)}-feedback`}
                label={t('questionForm.kinds.feedbackFor', { label })}
                value={option.feedback ?? ''}
                onChange={(feedback) => setOption(index, { feedback })}
                disabled={disabled}
              />
            </div>
            <span className={styles.remove}>
              <IconButton
                label={t('questionForm.removeOption', { label })}
                icon={<Trash2 aria-hidden="true" />}
                disabled={disabled || draft.options.length <= MIN_OPTIONS}
                onClick={() => {
                  onChange(withoutOption(draft, index));
                  onErrorsChange({ ...errors, emptyOptions: [] });
                }}
              />
            </span>
          </div>
        );
      })}
    </div>
  );

  return (
    <div className={styles.fields}>
      <SelectField
        name="kind"
        label={t('questionForm.kinds.kind')}
        value={kind}
        onChange={changeKind}
        disabled={disabled}
      >
        {QUESTION_KINDS.map((each) => (
          <SelectOption key={each} value={each}>
            {t(`questionForm.kinds.names.${each}`)}
          </SelectOption>
        ))}
      </SelectField>

      <FormField
        name="questionText"
        label={t('questionForm.questionText')}
        value={draft.questionText}
        onChange={(questionText) => {
          onChange({ ...draft, questionText });
          onErrorsChange({ ...errors, questionText: undefined });
        }}
        error={errors.questionText && t(errors.questionText)}
        required
        multiline
        minRows={2}
        maxRows={8}
        disabled={disabled}
        maxLength={QUESTION_TEXT_MAX_LENGTH}
      />

      <fieldset className={styles.options} aria-describedby={errors.options ? optionsErrorId : undefined}>
        <legend id={optionsHeadingId} className={styles.legend}>
          <span className={styles.legendTitle}>{t(ANSWER_TITLES[kind])}</span>
          <span className={styles.legendHint}>{t(ANSWER_HINTS[kind])}</span>
        </legend>
        {kind === 'single' && (
          <RadioGroup
            name="correctIndex"
            aria-label={t('questionForm.correctAnswer')}
            value={draft.correctIndex === null ? '' : String(draft.correctIndex)}
            onChange={(value) => {
              onChange({ ...draft, correctIndex: Number(value) });
              onErrorsChange({ ...errors, options: undefined });
            }}
          >
            {optionRows}
          </RadioGroup>
        )}
        {kind === 'multiple' && optionRows}
        {kind === 'truefalse' && (
          <div className={styles.optionRows}>
            <RadioGroup
              name="correctIndex"
              aria-label={t('questionForm.kinds.statement')}
              row
              value={draft.correctIndex === null ? '' : String(draft.correctIndex)}
              onChange={(value) => {
                onChange({ ...draft, correctIndex: Number(value) });
                onErrorsChange({ ...errors, options: undefined });
              }}
            >
              <Radio value="0" tone="success" label={t('questionForm.kinds.true')} disabled={disabled} />
              <Radio value="1" tone="success" label={t('questionForm.kinds.false')} disabled={disabled} />
            </RadioGroup>
            {(['true', 'false'] as const).map((truth, index) => (
              <FeedbackField
                key={truth}
                name={`${truth}-feedback`}
                label={t('questionForm.kinds.feedbackFor', { label: t(`questionForm.kinds.${truth}`) })}
                value={draft.options[index]?.feedback ?? ''}
                onChange={(feedback) => setOption(index, { feedback })}
                disabled={disabled}
              />
            ))}
          </div>
        )}
        {kind === 'short' && <ShortAnswerFields {...keyFieldsProps} />}
        {kind === 'numeric' && <NumericFields {...keyFieldsProps} />}
        {kind === 'matching' && <MatchingFields {...keyFieldsProps} />}
        {errors.options && (
          <p className={styles.error} role="alert" id={optionsErrorId}>
            {t(errors.options, PROBLEM_PARAMS)}
          </p>
        )}
        {(kind === 'single' || kind === 'multiple') && (
          <div className={styles.add}>
            <Button
              variant="text"
              icon={<Plus size={20} aria-hidden="true" />}
              onClick={() => onChange(withAddedOption(draft))}
              disabled={disabled || draft.options.length >= MAX_OPTIONS}
            >
              {t('questionForm.addOption', { label: nextLabel })}
            </Button>
          </div>
        )}
      </fieldset>

      <MathPreview
        fields={[
          { label: t('questionForm.questionText'), text: draft.questionText },
          // The options written are single and multiple choice's; the other kinds' texts show as typed.
          ...(kind === 'single' || kind === 'multiple' ? draft.options : []).map((option, index) => ({
            label: t('questionForm.option', { label: optionLabel(index) }),
            text: option.text,
          })),
        ]}
      />

      <FormField
        name="explanation"
        label={t('questionForm.explanation')}
        hint={t('questionForm.explanationHint')}
        value={draft.explanation}
        onChange={(explanation) => onChange({ ...draft, explanation })}
        multiline
        minRows={2}
        maxRows={6}
        disabled={disabled}
        maxLength={EXPLANATION_MAX_LENGTH}
      />

      <MathPreview fields={[{ label: t('questionForm.explanation'), text: draft.explanation }]} />
    </div>
  );
}
