import {
  COURSE_DISPLAY_NAME_MAX_LENGTH,
  COURSE_NAME_MAX_LENGTH,
  LANGUAGES,
} from '@quizdrill/contracts/rules';
import type { CourseFields } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';

import styles from './course-identity-inputs.module.css';
import { FormField } from './form-field';
import { SelectField, SelectOption } from './select-field';

export type CourseIdentity = Pick<CourseFields, 'displayName' | 'name' | 'language'>;

type CourseIdentityInputsProps = {
  values: CourseIdentity;
  /** Texts to show under the fields, already translated. */
  errors: Partial<Record<'displayName' | 'name', string>>;
  onChange: (field: keyof CourseIdentity, value: string) => void;
  /** The name still follows the display name (a course being created). */
  nameSuggested?: boolean;
  /** Why the language is what it is, when the user has not chosen it (text to quiz: the text's own). */
  languageHint?: string;
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
  languageHint,
  disabled = false,
}: CourseIdentityInputsProps) {
  const { t } = useTranslation();
  const field = (name: 'displayName' | 'name') => ({
    name,
    value: values[name],
    onChange: (value: string) => onChange(name, value),
    error: errors[name],
    required: true,
    disabled,
    autoComplete: 'off',
  });
  return (
    <>
      <FormField
        {...field('displayName')}
        label={t('courseForm.displayName')}
        hint={t('courseForm.displayNameHint')}
        maxLength={COURSE_DISPLAY_NAME_MAX_LENGTH}
      />
      <div className={styles.nameAndLanguage}>
        <FormField
          {...field('name')}
          label={t('courseForm.name')}
          hint={nameSuggested ? t('courseForm.nameSuggestedHint') : t('courseForm.nameHint')}
          maxLength={COURSE_NAME_MAX_LENGTH}
          monospace
          inputAttributes={{ spellCheck: false, autoCapitalize: 'none' }}
        />
        <SelectField
          name="language"
          label={t('courseForm.language')}
          value={values.language}
          onChange={(value) => onChange('language', value)}
          hint={languageHint}
          disabled={disabled}
          minWidth={220}
        >
          {LANGUAGES.map((language) => (
            <SelectOption key={language} value={language} lang={language}>
              {t(languageNameKey[language])}
            </SelectOption>
          ))}
        </SelectField>
      </div>
    </>
  );
}
