import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CourseIdentityInputs } from '../../../components/ui/course-identity-inputs';
import { DESCRIPTION_MAX_LENGTH } from '../../../lib/course-rules';
import type { CourseFields } from '../../../types/content';
import type { CourseFieldName } from '../utils/course-fields';

type CourseFieldsInputsProps = {
  values: CourseFields;
  /** Texts to show under the fields, already translated. */
  errors: Partial<Record<CourseFieldName, string>>;
  onChange: (field: keyof CourseFields, value: string) => void;
  /** The name still follows the display name (course create). */
  nameSuggested?: boolean;
  disabled?: boolean;
};

/** Display name, course name, description and language: the fields of course create and course edit. */
export function CourseFieldsInputs({
  values,
  errors,
  onChange,
  nameSuggested = false,
  disabled = false,
}: CourseFieldsInputsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <CourseIdentityInputs
        values={values}
        errors={errors}
        onChange={onChange}
        nameSuggested={nameSuggested}
        disabled={disabled}
      />
      <TextField
        name="description"
        value={values.description}
        onChange={(event) => onChange('description', event.target.value)}
        error={errors.description !== undefined}
        required
        fullWidth
        disabled={disabled}
        autoComplete="off"
        label={t('courseForm.description')}
        helperText={errors.description}
        multiline
        minRows={3}
        maxRows={10}
        slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX_LENGTH } }}
      />
    </Stack>
  );
}
