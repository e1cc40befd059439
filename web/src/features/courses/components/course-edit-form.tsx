import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Button from '@mui/material/Button';
import type { CourseFields, CourseResponse } from '@quizdrill/contracts/types';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField } from '../../../components/ui/focus-field';
import { FormActions } from '../../../components/ui/form-actions';
import { FormLayout } from '../../../components/ui/form-layout';
import { useToast } from '../../../components/ui/toast';
import { EDIT_COURSE_SNACKBAR_MS } from '../../../config/constants';
import { isApiError } from '../../../lib/api-client';
import { toLanguage } from '../../../lib/i18n';
import { translatedErrorKey } from '../../../lib/server-error';
import { useUpdateCourse } from '../api/update-course';
import { type CourseFieldErrors, trimCourseFields, validateCourseFields } from '../utils/course-fields';
import { CourseFieldsInputs } from './course-fields-inputs';

function fieldsOf(course: CourseResponse): CourseFields {
  return {
    name: course.name,
    displayName: course.displayName,
    description: course.description,
    language: course.language,
  };
}

function sameFields(a: CourseFields, b: CourseFields): boolean {
  return (
    a.name === b.name &&
    a.displayName === b.displayName &&
    a.description === b.description &&
    a.language === b.language
  );
}

/** Course edit (SPEC §5: name and display name required; SPEC §9: the saved snackbar stays 3000 ms). */
export function CourseEditForm({ course }: { course: CourseResponse }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const updateMutation = useUpdateCourse(course.id);
  const [saved, setSaved] = useState<CourseFields>(() => fieldsOf(course));
  const [values, setValues] = useState<CourseFields>(saved);
  const [ruleErrors, setRuleErrors] = useState<CourseFieldErrors>({});
  const [nameTaken, setNameTaken] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (nameTaken && formRef.current) focusField(formRef.current, 'name');
  }, [nameTaken]);

  const change = (field: keyof CourseFields, value: string) => {
    setRuleErrors((errors) => ({ ...errors, [field]: undefined }));
    setFormError(null);
    if (field === 'name') setNameTaken(false);
    setValues((current) =>
      field === 'language'
        ? { ...current, language: toLanguage(value) ?? current.language }
        : { ...current, [field]: value },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = trimCourseFields(values);
    const errors = validateCourseFields(fields);
    setRuleErrors(errors);
    setNameTaken(false);
    setFormError(null);
    const invalid = Object.keys(errors);
    if (invalid.length > 0) {
      focusField(event.currentTarget, invalid[0]);
      return;
    }
    updateMutation.mutate(fields, {
      onSuccess: (answer) => {
        const savedFields = fieldsOf(answer);
        setSaved(savedFields);
        setValues(savedFields);
        showToast({ message: t('editCourse.saved'), durationMs: EDIT_COURSE_SNACKBAR_MS });
      },
      onError: (error) => {
        const key = translatedErrorKey(error);
        setNameTaken(key === 'error.courseNameTaken');
        if (key) setFormError(t(key));
        else if (isApiError(error) && error.status === 403) setFormError(t('permission.denied'));
        else setFormError(t('editCourse.saveError'));
      },
    });
  };

  const unchanged = sameFields(trimCourseFields(values), saved);
  const fieldErrors = {
    displayName: ruleErrors.displayName && t(ruleErrors.displayName),
    name: ruleErrors.name ? t(ruleErrors.name) : nameTaken ? t('error.courseNameTaken') : undefined,
    description: ruleErrors.description && t(ruleErrors.description),
  };

  return (
    <FormLayout formRef={formRef} onSubmit={submit} error={formError}>
      <CourseFieldsInputs
        values={values}
        errors={fieldErrors}
        onChange={change}
        disabled={updateMutation.isPending}
      />
      <FormActions
        label={t('common.save')}
        pendingLabel={t('common.saving')}
        pending={updateMutation.isPending}
        disabled={unchanged}
        icon={<SaveOutlined />}
      >
        <Button
          type="button"
          disabled={unchanged || updateMutation.isPending}
          onClick={() => {
            setValues(saved);
            setRuleErrors({});
            setNameTaken(false);
            setFormError(null);
          }}
        >
          {t('common.undo')}
        </Button>
      </FormActions>
    </FormLayout>
  );
}
