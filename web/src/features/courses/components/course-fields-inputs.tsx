import { COURSE_DESCRIPTION_MAX_LENGTH } from '@quizdrill/contracts/rules';
import type { CourseFields } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { CourseIdentityInputs } from '@/components/ui/course-identity-inputs';
import { FormField } from '@/components/ui/form-field';
import type { CourseFieldName } from '@/features/courses/utils/course-fields';
import styles from './course-fields-inputs.module.css';

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
    <div className={styles.fields}>
      <CourseIdentityInputs
        values={values}
        errors={errors}
        onChange={onChange}
        nameSuggested={nameSuggested}
        disabled={disabled}
      />
      <FormField
        name="description"
        value={values.description}
        onChange={(value) => onChange('description', value)}
        error={errors.description}
        required
        disabled={disabled}
        autoComplete="off"
        label={t('courseForm.description')}
        multiline
        minRows={3}
        maxRows={10}
        maxLength={COURSE_DESCRIPTION_MAX_LENGTH}
      />
    </div>
  );
}
