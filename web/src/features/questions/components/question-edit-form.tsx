import type { QuestionResponse } from '@quizdrill/contracts/types';
import Save from 'lucide-react/icons/save';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Divider } from '@/components/ui/divider';
import { FormActions } from '@/components/ui/form-actions';
import { FormLayout } from '@/components/ui/form-layout';
import { useToast } from '@/components/ui/toast';
import { EDIT_QUESTION_SNACKBAR_MS } from '@/config/constants';
import { courseQuestionsPath } from '@/config/paths';
import { useUpdateQuestion } from '@/features/questions/api/update-question';
import { draftFromQuestion, questionFormData } from '@/features/questions/utils/question-draft';
import { isApiError } from '@/lib/api-client';
import { isImageRefusal, translatedErrorKey } from '@/lib/server-error';
import { ImagePicker } from './image-picker';
import { QuestionFields } from './question-fields';
import { useQuestionForm } from './use-question-form';

/**
 * Question edit (SPEC §5): question and option texts required, options added with labels continuing, one correct,
 * the image replaced, kept or removed. A save shows "Question saved" for 1500 ms and returns to the course's
 * questions.
 */
export function QuestionEditForm({ question }: { question: QuestionResponse }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const navigate = useNavigate();
  const updateMutation = useUpdateQuestion(question.id);
  const [removeImage, setRemoveImage] = useState(false);
  const form = useQuestionForm(() => draftFromQuestion(question));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.refuse(event.currentTarget)) return;
    updateMutation.mutate(
      questionFormData(form.draft, { image: form.image, removeImage, language: question.language }),
      {
        onSuccess: (saved) => {
          showToast({ message: t('editQuestion.saved'), durationMs: EDIT_QUESTION_SNACKBAR_MS });
          const courseId = saved.courseId ?? question.courseId;
          if (Number.isInteger(courseId)) navigate(courseQuestionsPath(courseId));
          else form.setFormError(t('editQuestion.navigationError'));
        },
        onError: (error) => {
          const key = translatedErrorKey(error);
          if (isImageRefusal(key)) form.setImageError(t(key));
          if (key) form.setFormError(`${t('editQuestion.saveError')}: ${t(key)}`);
          else if (isApiError(error) && error.status === 403) form.setFormError(t('permission.denied'));
          else form.setFormError(t('editQuestion.saveError'));
        },
      },
    );
  };

  const pending = updateMutation.isPending;
  return (
    <FormLayout onSubmit={submit} error={form.formError}>
      <QuestionFields
        draft={form.draft}
        onChange={form.setDraft}
        errors={form.errors}
        onErrorsChange={form.setErrors}
        disabled={pending}
      />
      <Divider />
      <ImagePicker
        file={form.image}
        onSelect={form.selectImage}
        currentImageUrl={question.imageUrl}
        currentRemoved={removeImage}
        onCurrentRemovedChange={setRemoveImage}
        error={form.imageError}
        disabled={pending}
      />
      <FormActions
        label={t('common.save')}
        pendingLabel={t('common.saving')}
        pending={pending}
        icon={<Save size={20} aria-hidden="true" />}
      />
    </FormLayout>
  );
}
