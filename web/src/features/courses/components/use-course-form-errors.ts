import type { CourseFields } from '@quizdrill/contracts/types';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField, focusFirstInvalid } from '@/components/ui/focus-field';
import {
  type CourseFieldErrors,
  type CourseFieldName,
  trimCourseFields,
  validateCourseFields,
} from '@/features/courses/utils/course-fields';
import { translatedErrorKey } from '@/lib/server-error';

/**
 * What course create and course edit say is wrong, and where the cursor goes: the rules of SPEC §5 under their
 * fields (the cursor on the first), a taken name under the name (the cursor there once the form is editable again),
 * any other refusal above the form.
 */
export function useCourseFormErrors() {
  const { t } = useTranslation();
  const [ruleErrors, setRuleErrors] = useState<CourseFieldErrors>({});
  const [nameTaken, setNameTaken] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (nameTaken && formRef.current) focusField(formRef.current, 'name');
  }, [nameTaken]);

  const clear = () => {
    setRuleErrors({});
    setNameTaken(false);
    setFormError(null);
  };

  /** The trimmed fields to send, or null when a rule refused them (then said and focused). */
  const validate = (values: CourseFields): CourseFields | null => {
    const fields = trimCourseFields(values);
    const errors = validateCourseFields(fields);
    clear();
    setRuleErrors(errors);
    return focusFirstInvalid(formRef.current, errors) ? null : fields;
  };

  /** A field the user changes no longer shows its problem, nor the form its refusal. */
  const fieldChanged = (field: keyof CourseFields) => {
    setRuleErrors((errors) => ({ ...errors, [field]: undefined }));
    setFormError(null);
    if (field === 'name') setNameTaken(false);
  };

  /** The service's refusal in our words where we have them, else `fallback`. */
  const refused = (error: Error, fallback: string) => {
    const key = translatedErrorKey(error);
    setNameTaken(key === 'error.courseNameTaken');
    setFormError(key ? t(key) : fallback);
  };

  const fieldErrors: Partial<Record<CourseFieldName, string>> = {
    displayName: ruleErrors.displayName && t(ruleErrors.displayName),
    name: ruleErrors.name ? t(ruleErrors.name) : nameTaken ? t('error.courseNameTaken') : undefined,
    description: ruleErrors.description && t(ruleErrors.description),
  };

  return { formRef, formError, fieldErrors, validate, fieldChanged, refused, clear };
}
