import type { CourseResponse } from '@quizdrill/contracts/types';
import Save from 'lucide-react/icons/save';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Divider } from '@/components/ui/divider';
import { FormActions } from '@/components/ui/form-actions';
import { FormLayout } from '@/components/ui/form-layout';
import { Link } from '@/components/ui/link';
import { SelectField, SelectOption } from '@/components/ui/select-field';
import { useToast } from '@/components/ui/toast';
import { SESSION_EXPIRED_TOAST_MS } from '@/config/constants';
import { courseQuestionsPath } from '@/config/paths';
import { useCreateQuestion } from '@/features/questions/api/create-question';
import { useQuestionCount } from '@/features/questions/api/get-question-count';
import { emptyDraft, questionFormData } from '@/features/questions/utils/question-draft';
import { isApiError } from '@/lib/api-client';
import { isImageRefusal, translatedErrorKey } from '@/lib/server-error';
import { ImagePicker } from './image-picker';
import styles from './question-create-form.module.css';
import { QuestionFields } from './question-fields';
import { useQuestionForm } from './use-question-form';

function CourseQuestionCount({ course }: { course: CourseResponse }) {
  const { t } = useTranslation();
  const count = useQuestionCount(course.name);
  return (
    <span className={styles.count}>
      {count.isSuccess && <span>{t('questionCreate.questionCount', { count: count.data })}</span>}
      <Link to={courseQuestionsPath(course.id)}>{t('questionCreate.showQuestions')}</Link>
    </span>
  );
}

type QuestionCreateFormProps = {
  /** The courses the user may add questions to. */
  courses: CourseResponse[];
  /** SPEC §2: `?course=` preselects a course by its name. */
  preselectedCourseName: string | null;
};

/**
 * Question create (SPEC §5, §8): a course, the question, options A–D (more can be added), one correct, an optional
 * image of at most 5 MB. After a save the form is cleared for the next question of the same course.
 */
export function QuestionCreateForm({ courses, preselectedCourseName }: QuestionCreateFormProps) {
  const { t } = useTranslation();
  const showToast = useToast();
  // SPEC §8: a rejected session says so for 5 s; the API client has already ended it.
  const createMutation = useCreateQuestion({
    onSessionRejected: () =>
      showToast({
        message: t('auth.sessionExpired'),
        severity: 'warning',
        durationMs: SESSION_EXPIRED_TOAST_MS,
      }),
  });
  const formRef = useRef<HTMLFormElement>(null);
  // The select's own focus (its hidden input cannot take the cursor).
  const courseSelectRef = useRef<HTMLInputElement>(null);
  const [courseName, setCourseName] = useState(() => {
    const preselected = courses.find((course) => course.name === preselectedCourseName);
    return preselected?.name ?? (courses.length === 1 ? (courses[0]?.name ?? '') : '');
  });
  const [courseMissing, setCourseMissing] = useState(false);
  const form = useQuestionForm(emptyDraft);
  const selectedCourse = courses.find((course) => course.name === courseName);

  const showFailure = (error: Error) => {
    // A rejected session has its own toast (useCreateQuestion), and the page is on its way to /login.
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
    const key = translatedErrorKey(error);
    const imageRefused = isImageRefusal(key);
    if (imageRefused) form.setImageError(t(key));
    form.setFormError(imageRefused ? t('error.imageUploadFailed') : t('error.questionCreateFailed'));
    const detail = key ? t(key) : error.message;
    showToast({ message: t('questionCreate.apiError', { message: detail }), severity: 'error' });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The course comes first in the form, so the cursor goes there when it is missing.
    const refused = form.refuse(event.currentTarget, { focus: selectedCourse !== undefined });
    setCourseMissing(!selectedCourse);
    if (!selectedCourse) {
      courseSelectRef.current?.focus();
      return;
    }
    if (refused) return;
    createMutation.mutate(
      questionFormData(form.draft, {
        courseName: selectedCourse.name,
        image: form.image,
        language: selectedCourse.language,
      }),
      {
        onSuccess: () => {
          showToast({ message: t('questionCreate.saved') });
          // Ready for the next question of the same course.
          form.clear(emptyDraft(), formRef.current);
        },
        onError: showFailure,
      },
    );
  };

  const pending = createMutation.isPending;
  return (
    <FormLayout ref={formRef} onSubmit={submit} error={form.formError}>
      <SelectField
        name="course"
        inputRef={courseSelectRef}
        label={t('questionCreate.course')}
        value={courseName}
        onChange={(value) => {
          setCourseName(value);
          setCourseMissing(false);
        }}
        error={courseMissing ? t('questionCreate.selectCourse') : undefined}
        hint={selectedCourse && <CourseQuestionCount course={selectedCourse} />}
        required
        fullWidth
        disabled={pending}
      >
        {courses.map((course) => (
          <SelectOption key={course.id} value={course.name}>
            {course.displayName}
          </SelectOption>
        ))}
      </SelectField>
      <Divider />
      <QuestionFields
        draft={form.draft}
        onChange={form.setDraft}
        errors={form.errors}
        onErrorsChange={form.setErrors}
        disabled={pending}
      />
      <Divider />
      <ImagePicker file={form.image} onSelect={form.selectImage} error={form.imageError} disabled={pending} />
      <FormActions
        label={t('questionCreate.submit')}
        pendingLabel={t('questionCreate.submitting')}
        pending={pending}
        icon={<Save size={20} aria-hidden="true" />}
      />
    </FormLayout>
  );
}
