import AddRounded from '@mui/icons-material/AddRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  EXPLANATION_MAX_LENGTH,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_TEXT_MAX_LENGTH,
  optionLabel,
  QUESTION_TEXT_MAX_LENGTH,
} from '@quizdrill/contracts/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import {
  type DraftErrors,
  type QuestionDraft,
  withAddedOption,
  withoutOption,
} from '@/features/questions/utils/question-draft';

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
    <Stack spacing={3}>
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

      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
        aria-describedby={errors.options ? optionsErrorId : undefined}
      >
        <Box component="legend" id={optionsHeadingId} sx={{ p: 0, mb: 1.5 }}>
          <Typography variant="subtitle1" component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {t('questionForm.options')}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="span">
            {t('questionForm.optionsHint')}
          </Typography>
        </Box>
        <RadioGroup
          name="correctIndex"
          aria-label={t('questionForm.correctAnswer')}
          value={draft.correctIndex === null ? '' : String(draft.correctIndex)}
          onChange={(_event, value) => {
            onChange({ ...draft, correctIndex: Number(value) });
            onErrorsChange({ ...errors, options: undefined });
          }}
        >
          <Stack spacing={1.5}>
            {draft.options.map((option, index) => {
              const label = optionLabel(index);
              const correct = draft.correctIndex === index;
              const empty = errors.emptyOptions.includes(index);
              return (
                <Box
                  key={option.key}
                  sx={{
                    display: 'flex',
                    alignItems: 'flex-start',
                    gap: { xs: 0.5, sm: 1 },
                    p: { xs: 0.75, sm: 1 },
                    borderRadius: 2,
                    border: 1,
                    borderColor: correct ? 'success.main' : 'divider',
                    bgcolor: (theme) => (correct ? alpha(theme.palette.success.main, 0.08) : 'transparent'),
                    transition: 'border-color 150ms, background-color 150ms',
                  }}
                >
                  <Tooltip title={t('questionForm.correctOption', { label })}>
                    <Radio
                      value={String(index)}
                      color="success"
                      disabled={disabled}
                      checkedIcon={<CheckCircleRounded />}
                      slotProps={{ input: { 'aria-label': t('questionForm.correctOption', { label }) } }}
                      sx={{ mt: 0.5 }}
                    />
                  </Tooltip>
                  <Box sx={{ flex: 1, minWidth: 0, mt: 0.75 }}>
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
                  </Box>
                  <Tooltip title={t('questionForm.removeOption', { label })}>
                    <span>
                      <IconButton
                        aria-label={t('questionForm.removeOption', { label })}
                        disabled={disabled || draft.options.length <= MIN_OPTIONS}
                        onClick={() => {
                          onChange(withoutOption(draft, index));
                          onErrorsChange({ ...errors, emptyOptions: [] });
                        }}
                        sx={{ mt: 0.5 }}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Box>
              );
            })}
          </Stack>
        </RadioGroup>
        {errors.options && (
          <FormHelperText error role="alert" id={optionsErrorId} sx={{ mx: 0, mt: 1 }}>
            {t(errors.options)}
          </FormHelperText>
        )}
        <Button
          startIcon={<AddRounded />}
          onClick={() => onChange(withAddedOption(draft))}
          disabled={disabled || draft.options.length >= MAX_OPTIONS}
          sx={{ mt: 1.5 }}
        >
          {t('questionForm.addOption', { label: nextLabel })}
        </Button>
      </Box>

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
    </Stack>
  );
}
