import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { COURSE_NAME_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH } from '../../lib/course-rules';
import { SUPPORTED_LANGUAGES } from '../../lib/i18n';
import type { CourseFields } from '../../types/content';

export type CourseIdentity = Pick<CourseFields, 'displayName' | 'name' | 'language'>;

type CourseIdentityInputsProps = {
  values: CourseIdentity;
  /** Texts to show under the fields, already translated. */
  errors: Partial<Record<'displayName' | 'name', string>>;
  onChange: (field: keyof CourseIdentity, value: string) => void;
  /** The name still follows the display name (a course being created). */
  nameSuggested?: boolean;
  disabled?: boolean;
};

const languageNameKey = { sv: 'language.sv', en: 'language.en' } as const;

/**
 * Display name, course name and language: what names a course, in course create and edit and when questions
 * generated from a text are saved as a new course.
 */
export function CourseIdentityInputs({
  values,
  errors,
  onChange,
  nameSuggested = false,
  disabled = false,
}: CourseIdentityInputsProps) {
  const { t } = useTranslation();
  const field = (name: 'displayName' | 'name') => ({
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
    <>
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
    </>
  );
}
