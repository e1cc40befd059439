import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import type { CourseResponse } from '@quizdrill/contracts/types';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { focusField } from '@/components/ui/focus-field';
import { FormActions } from '@/components/ui/form-actions';
import { FormLayout } from '@/components/ui/form-layout';
import { SelectField } from '@/components/ui/select-field';
import { useToast } from '@/components/ui/toast';
import { SESSION_EXPIRED_TOAST_MS } from '@/config/constants';
import { courseQuestionsPath } from '@/config/paths';
import { useCreateQuestion } from '@/features/questions/api/create-question';
import { useQuestionCount } from '@/features/questions/api/get-question-count';
import {
  type DraftErrors,
  emptyDraft,
  hasDraftErrors,
  imageProblem,
  type QuestionDraft,
  questionFormData,
  validateDraft,
} from '@/features/questions/utils/question-draft';
import { isApiError } from '@/lib/api-client';
import { isImageRefusal, translatedErrorKey } from '@/lib/server-error';
import { ImagePicker } from './image-picker';
import { firstProblemField, QuestionFields } from './question-fields';

const noErrors: DraftErrors = { emptyOptions: [] };

function CourseQuestionCount({ course }: { course: CourseResponse }) {
  const { t } = useTranslation();
  const count = useQuestionCount(course.name);
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      {count.isSuccess && <span>{t('questionCreate.questionCount', { count: count.data })}</span>}
      <Link component={RouterLink} to={courseQuestionsPath(course.id)}>
        {t('questionCreate.showQuestions')}
      </Link>
    </Box>
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
  const [draft, setDraft] = useState<QuestionDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>(noErrors);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const selectedCourse = courses.find((course) => course.name === courseName);

  const selectImage = (file: File | null) => {
    const problem = file && imageProblem(file);
    setImageError(problem ? t(problem) : undefined);
    setImage(problem ? null : file);
  };

  const showFailure = (error: Error) => {
    // A rejected session has its own toast (useCreateQuestion), and the page is on its way to /login.
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
    const key = translatedErrorKey(error);
    const imageRefused = isImageRefusal(key);
    if (imageRefused) setImageError(t(key));
    setFormError(imageRefused ? t('error.imageUploadFailed') : t('error.questionCreateFailed'));
    const detail = key ? t(key) : error.message;
    showToast({ message: t('questionCreate.apiError', { message: detail }), severity: 'error' });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateDraft(draft);
    setErrors(found);
    setCourseMissing(!selectedCourse);
    setFormError(null);
    if (!selectedCourse) {
      courseSelectRef.current?.focus();
      return;
    }
    if (hasDraftErrors(found)) {
      focusField(form, firstProblemField(found));
      return;
    }
    if (imageError) return;
    createMutation.mutate(questionFormData(draft, { courseName: selectedCourse.name, image }), {
      onSuccess: () => {
        showToast({ message: t('questionCreate.saved') });
        setDraft(emptyDraft());
        setErrors(noErrors);
        setImage(null);
        setImageError(undefined);
        // Ready for the next question of the same course.
        requestAnimationFrame(() => formRef.current && focusField(formRef.current, 'questionText'));
      },
      onError: showFailure,
    });
  };

  const pending = createMutation.isPending;
  return (
    <FormLayout formRef={formRef} onSubmit={submit} error={formError}>
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
          <MenuItem key={course.id} value={course.name}>
            {course.displayName}
          </MenuItem>
        ))}
      </SelectField>
      <Divider />
      <QuestionFields
        draft={draft}
        onChange={setDraft}
        errors={errors}
        onErrorsChange={setErrors}
        disabled={pending}
      />
      <Divider />
      <ImagePicker file={image} onSelect={selectImage} error={imageError} disabled={pending} />
      <FormActions
        label={t('questionCreate.submit')}
        pendingLabel={t('questionCreate.submitting')}
        pending={pending}
        icon={<SaveOutlined />}
      />
    </FormLayout>
  );
}
