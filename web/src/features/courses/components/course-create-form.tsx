import AddRounded from '@mui/icons-material/AddRounded';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DEFAULT_LANGUAGE, suggestCourseName } from '@quizdrill/contracts/rules';
import type { CourseFields, CourseResponse } from '@quizdrill/contracts/types';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormActions } from '@/components/ui/form-actions';
import { FormLayout } from '@/components/ui/form-layout';
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
    <Alert severity="success" variant="outlined" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{t('courseCreate.success')}</AlertTitle>
      {t('courseCreate.successText', { displayName: course.displayName })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        <Button
          component={RouterLink}
          to={questionCreatePath(course.name)}
          variant="contained"
          startIcon={<PostAddOutlined />}
        >
          {t('courseCreate.addQuestions')}
        </Button>
        <Button onClick={onCreateAnother} startIcon={<AddRounded />}>
          {t('courseCreate.createAnother')}
        </Button>
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
    <FormLayout formRef={formRef} onSubmit={submit} error={formError} errorTitle={t('courseCreate.failed')}>
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
        icon={<LibraryAddOutlined />}
      />
    </FormLayout>
  );
}
