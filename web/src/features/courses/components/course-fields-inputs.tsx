import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  COURSE_NAME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
} from '../../../lib/course-rules';
import { SUPPORTED_LANGUAGES } from '../../../lib/i18n';
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

const languageNameKey = { sv: 'language.sv', en: 'language.en' } as const;

/** Display name, course name, description and language: the fields of course create and course edit. */
export function CourseFieldsInputs({
  values,
  errors,
  onChange,
  nameSuggested = false,
  disabled = false,
}: CourseFieldsInputsProps) {
  const { t } = useTranslation();
  const field = (name: CourseFieldName) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    error: errors[name] !== undefined,
    required: true,
    fullWidth: true,
    disabled,
    autoComplete: 'off',
  });
  return (
    <Stack spacing={2.5}>
      <TextField
        {...field('displayName')}
        label={t('courseForm.displayName')}
        helperText={errors.displayName ?? t('courseForm.displayNameHint')}
        slotProps={{ htmlInput: { maxLength: DISPLAY_NAME_MAX_LENGTH } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          {...field('name')}
          label={t('courseForm.name')}
          helperText={
            errors.name ?? (nameSuggested ? t('courseForm.nameSuggestedHint') : t('courseForm.nameHint'))
          }
          slotProps={{
            htmlInput: {
              maxLength: COURSE_NAME_MAX_LENGTH,
              spellCheck: false,
              autoCapitalize: 'none',
              sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
            },
          }}
        />
        <TextField
          select
          name="language"
          label={t('courseForm.language')}
          value={values.language}
          onChange={(event) => onChange('language', event.target.value)}
          disabled={disabled}
          sx={{ minWidth: { sm: 220 } }}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <MenuItem key={language} value={language} lang={language}>
              {t(languageNameKey[language])}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        {...field('description')}
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
