import type { CourseFields, CourseResponse } from '@quizdrill/contracts/types';
import Save from 'lucide-react/icons/save';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { FormLayout } from '@/components/ui/form-layout';
import { useToast } from '@/components/ui/toast';
import { EDIT_COURSE_SNACKBAR_MS } from '@/config/constants';
import { useUpdateCourse } from '@/features/courses/api/update-course';
import { trimCourseFields } from '@/features/courses/utils/course-fields';
import { isApiError } from '@/lib/api-client';
import { toLanguage } from '@/lib/i18n';
import { CourseFieldsInputs } from './course-fields-inputs';
import { useCourseFormErrors } from './use-course-form-errors';

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
  const { formRef, formError, fieldErrors, validate, fieldChanged, refused, clear } = useCourseFormErrors();

  const change = (field: keyof CourseFields, value: string) => {
    fieldChanged(field);
    setValues((current) =>
      field === 'language'
        ? { ...current, language: toLanguage(value) ?? current.language }
        : { ...current, [field]: value },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = validate(values);
    if (!fields) return;
    updateMutation.mutate(fields, {
      onSuccess: (answer) => {
        const savedFields = fieldsOf(answer);
        setSaved(savedFields);
        setValues(savedFields);
        showToast({ message: t('editCourse.saved'), durationMs: EDIT_COURSE_SNACKBAR_MS });
      },
      onError: (error) =>
        refused(
          error,
          isApiError(error) && error.status === 403 ? t('permission.denied') : t('editCourse.saveError'),
        ),
    });
  };

  const unchanged = sameFields(trimCourseFields(values), saved);

  return (
    <FormLayout ref={formRef} onSubmit={submit} error={formError}>
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
        icon={<Save size={20} aria-hidden="true" />}
      >
        <Button
          variant="text"
          disabled={unchanged || updateMutation.isPending}
          onClick={() => {
            setValues(saved);
            clear();
          }}
        >
          {t('common.undo')}
        </Button>
      </FormActions>
    </FormLayout>
  );
}
