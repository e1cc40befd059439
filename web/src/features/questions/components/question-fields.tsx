import {
  EXPLANATION_MAX_LENGTH,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_TEXT_MAX_LENGTH,
  optionLabel,
  QUESTION_TEXT_MAX_LENGTH,
} from '@quizdrill/contracts/rules';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Radio, RadioGroup } from '@/components/ui/radio-group';
import {
  type DraftErrors,
  type QuestionDraft,
  withAddedOption,
  withoutOption,
} from '@/features/questions/utils/question-draft';
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

/** The field to put the cursor in after a submit that found `errors`: the first problem in form order. */
export function firstProblemField(errors: DraftErrors): string {
  const firstEmpty = errors.emptyOptions[0];
  if (errors.questionText) return 'questionText';
  return firstEmpty !== undefined ? optionFieldName(firstEmpty) : 'correctIndex';
}

/**
 * The question text and its options: one text per option, the correct one chosen with a radio button, options added
 * (labels continue A, B, C…) or removed down to two.
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
  const nextLabel = optionLabel(draft.options.length);

  const setOptionText = (index: number, text: string) => {
    onChange({
      ...draft,
      options: draft.options.map((option, position) => (position === index ? { ...option, text } : option)),
    });
    onErrorsChange({ ...errors, emptyOptions: errors.emptyOptions.filter((position) => position !== index) });
  };

  return (
    <div className={styles.fields}>
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
          <span className={styles.legendTitle}>{t('questionForm.options')}</span>
          <span className={styles.legendHint}>{t('questionForm.optionsHint')}</span>
        </legend>
        <RadioGroup
          name="correctIndex"
          aria-label={t('questionForm.correctAnswer')}
          value={draft.correctIndex === null ? '' : String(draft.correctIndex)}
          onChange={(value) => {
            onChange({ ...draft, correctIndex: Number(value) });
            onErrorsChange({ ...errors, options: undefined });
          }}
        >
          <div className={styles.optionRows}>
            {draft.options.map((option, index) => {
              const label = optionLabel(index);
              const empty = errors.emptyOptions.includes(index);
              return (
                <div
                  key={option.key}
                  className={styles.optionRow}
                  data-correct={draft.correctIndex === index || undefined}
                >
                  {/* The pointer's hint, as an IconButton's: the radio's name already says it to screen readers. */}
                  <span className={styles.radio} title={t('questionForm.correctOption', { label })}>
                    <Radio
                      value={String(index)}
                      tone="success"
                      disabled={disabled}
                      aria-label={t('questionForm.correctOption', { label })}
                    />
                  </span>
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
        </RadioGroup>
        {errors.options && (
          <p className={styles.error} role="alert" id={optionsErrorId}>
            {t(errors.options)}
          </p>
        )}
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
      </fieldset>

      <MathPreview
        fields={[
          { label: t('questionForm.questionText'), text: draft.questionText },
          ...draft.options.map((option, index) => ({
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
