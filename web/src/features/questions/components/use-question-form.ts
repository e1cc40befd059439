import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField } from '@/components/ui/focus-field';
import {
  type DraftErrors,
  hasDraftErrors,
  imageProblem,
  kindOfDraft,
  type QuestionDraft,
  validateDraft,
} from '@/features/questions/utils/question-draft';
import { firstProblemField } from './question-fields';

const noErrors: DraftErrors = { emptyOptions: [] };

/**
 * What question create and question edit both hold: the draft, what is wrong with it, the chosen image and why it
 * was refused, and the form's own error; and the one check before sending, which says every problem and puts the
 * cursor on the first.
 */
export function useQuestionForm(initialDraft: () => QuestionDraft) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<QuestionDraft>(initialDraft);
  const [errors, setErrors] = useState<DraftErrors>(noErrors);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  /** A chosen image too large or of another type is refused at once (SPEC §5), before anything is sent. */
  const selectImage = (file: File | null) => {
    const problem = file && imageProblem(file);
    setImageError(problem ? t(problem) : undefined);
    setImage(problem ? null : file);
  };

  /**
   * Checks the draft and says what is wrong: true when something is, the cursor then on the first problem unless
   * `focus` is false (another field, checked first, takes it).
   */
  const refuse = (form: HTMLFormElement, { focus = true } = {}): boolean => {
    const found = validateDraft(draft);
    setErrors(found);
    setFormError(null);
    if (hasDraftErrors(found)) {
      if (focus) focusField(form, firstProblemField(found, kindOfDraft(draft)));
      return true;
    }
    return imageError !== undefined;
  };

  /** Empty again for the next question, the cursor in its text. */
  const clear = (next: QuestionDraft, form: HTMLFormElement | null) => {
    setDraft(next);
    setErrors(noErrors);
    setImage(null);
    setImageError(undefined);
    requestAnimationFrame(() => form && focusField(form, 'questionText'));
  };

  return {
    draft,
    setDraft,
    errors,
    setErrors,
    image,
    imageError,
    setImageError,
    formError,
    setFormError,
    selectImage,
    refuse,
    clear,
  };
}
