import { DEFAULT_LANGUAGE, suggestCourseName } from '@quizdrill/contracts/rules';
import type { CourseFields, CourseResponse } from '@quizdrill/contracts/types';
import BookPlus from 'lucide-react/icons/book-plus';
import FilePlus from 'lucide-react/icons/file-plus';
import Plus from 'lucide-react/icons/plus';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { FormLayout } from '@/components/ui/form-layout';
import { Cluster, Stack } from '@/components/ui/layout';
import { useToast } from '@/components/ui/toast';
import { questionCreatePath } from '@/config/paths';
import { useCreateCourse } from '@/features/courses/api/create-course';
import { toLanguage } from '@/lib/i18n';
import { CourseFieldsInputs } from './course-fields-inputs';
import { useCourseFormErrors } from './use-course-form-errors';

function emptyFields(language: string | undefined): CourseFields {
  return { displayName: '', name: '', description: '', language: toLanguage(language) ?? DEFAULT_LANGUAGE };
}

function CourseCreated({ course, onCreateAnother }: { course: CourseResponse; onCreateAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="success" title={t('courseCreate.success')}>
      <Stack gap={2}>
        <span>{t('courseCreate.successText', { displayName: course.displayName })}</span>
        <Cluster gap={1}>
          <ButtonLink to={questionCreatePath(course.name)} icon={<FilePlus size={20} aria-hidden="true" />}>
            {t('courseCreate.addQuestions')}
          </ButtonLink>
          <Button variant="text" onClick={onCreateAnother} icon={<Plus size={20} aria-hidden="true" />}>
            {t('courseCreate.createAnother')}
          </Button>
        </Cluster>
      </Stack>
    </Alert>
  );
}

/**
 * Course create (SPEC §4, §5, §8): the name follows the display name until the user writes one themselves; a
 * created course offers to add its questions.
 */
export function CourseCreateForm() {
  const { t, i18n } = useTranslation();
  const showToast = useToast();
  const createMutation = useCreateCourse();
  const [values, setValues] = useState<CourseFields>(() => emptyFields(i18n.resolvedLanguage));
  const [nameEdited, setNameEdited] = useState(false);
  const [created, setCreated] = useState<CourseResponse | null>(null);
  const { formRef, formError, fieldErrors, validate, fieldChanged, refused } = useCourseFormErrors();

  const change = (field: keyof CourseFields, value: string) => {
    fieldChanged(field);
    setValues((current) => {
      if (field === 'language') return { ...current, language: toLanguage(value) ?? current.language };
      if (field === 'displayName' && !nameEdited) {
        return { ...current, displayName: value, name: suggestCourseName(value) };
      }
      return { ...current, [field]: value };
    });
    // Emptying the name hands it back to the suggestion.
    if (field === 'name') setNameEdited(value !== '');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = validate(values);
    if (!fields) return;
    createMutation.mutate(fields, {
      onSuccess: (course) => {
        showToast({ message: t('courseCreate.success') });
        setCreated(course);
      },
      onError: (error) => refused(error, t('courseCreate.errorUnknown')),
    });
  };

  if (created) {
    return (
      <CourseCreated
        course={created}
        onCreateAnother={() => {
          setCreated(null);
          setValues(emptyFields(values.language));
          setNameEdited(false);
        }}
      />
    );
  }

  return (
    <FormLayout ref={formRef} onSubmit={submit} error={formError} errorTitle={t('courseCreate.failed')}>
      <CourseFieldsInputs
        values={values}
        errors={fieldErrors}
        onChange={change}
        nameSuggested={!nameEdited}
        disabled={createMutation.isPending}
      />
      <FormActions
        label={t('courseCreate.submit')}
        pendingLabel={t('courseCreate.submitting')}
        pending={createMutation.isPending}
        icon={<BookPlus size={20} aria-hidden="true" />}
      />
    </FormLayout>
  );
}
