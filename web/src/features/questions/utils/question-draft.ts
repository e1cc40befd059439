// A question while it is written (question create and edit): its rules (SPEC §5) and the multipart form it is sent as.

import {
  DEFAULT_OPTION_COUNT,
  MAX_IMAGE_BYTES,
  MAX_OPTIONS,
  MIN_OPTIONS,
  optionLabel,
} from '@quizdrill/contracts/rules';
import type { QuestionResponse } from '@quizdrill/contracts/types';

/** `key` tells React which input is which while options are added and removed; it is never sent. */
export type OptionDraft = { key: number; text: string };
export type QuestionDraft = {
  questionText: string;
  options: OptionDraft[];
  /** Which option is correct, 0-based; null until the author marks one. */
  correctIndex: number | null;
  /** Shown to students after they answer; empty for none. */
  explanation: string;
};

let lastOptionKey = 0;
function newOption(text = ''): OptionDraft {
  lastOptionKey += 1;
  return { key: lastOptionKey, text };
}

export function emptyDraft(): QuestionDraft {
  return {
    questionText: '',
    options: Array.from({ length: DEFAULT_OPTION_COUNT }, () => newOption()),
    correctIndex: null,
    explanation: '',
  };
}

/** A saved question as a draft to edit; `correct` is the edit view's other spelling of `isCorrect` (SPEC §3). */
export function draftFromQuestion(question: QuestionResponse): QuestionDraft {
  const correctIndex = question.options.findIndex(
    (option) => option.isCorrect || Reflect.get(option, 'correct') === true,
  );
  return {
    questionText: question.questionText,
    options: question.options.map((option) => newOption(option.optionText)),
    correctIndex: correctIndex >= 0 ? correctIndex : null,
    explanation: question.explanation ?? '',
  };
}

/** One more, empty option; its label continues the alphabet (SPEC §5). */
export function withAddedOption(draft: QuestionDraft): QuestionDraft {
  if (draft.options.length >= MAX_OPTIONS) return draft;
  return { ...draft, options: [...draft.options, newOption()] };
}

/** Without the option at `index`; the correct mark stays on the same option, or is gone with it. */
export function withoutOption(draft: QuestionDraft, index: number): QuestionDraft {
  if (draft.options.length <= MIN_OPTIONS) return draft;
  const { correctIndex } = draft;
  return {
    ...draft,
    options: draft.options.filter((_option, position) => position !== index),
    correctIndex:
      correctIndex === null || correctIndex === index
        ? null
        : correctIndex > index
          ? correctIndex - 1
          : correctIndex,
  };
}

export type DraftMessageKey = `questionForm.${
  | 'questionRequired'
  | 'optionRequired'
  | 'optionsMinimum'
  | 'correctRequired'}`;

export type DraftErrors = {
  questionText?: DraftMessageKey;
  /** Index of each option without a text. */
  emptyOptions: number[];
  /** About the options as a whole: too few, or none marked correct. */
  options?: DraftMessageKey;
};

export function hasDraftErrors(errors: DraftErrors): boolean {
  return errors.questionText !== undefined || errors.emptyOptions.length > 0 || errors.options !== undefined;
}

/** SPEC §5: a question text, at least two options, every option with a text, one marked correct. */
export function validateDraft(draft: QuestionDraft): DraftErrors {
  const errors: DraftErrors = {
    emptyOptions: draft.options.flatMap((option, index) => (option.text.trim() === '' ? [index] : [])),
  };
  if (draft.questionText.trim() === '') errors.questionText = 'questionForm.questionRequired';
  if (draft.options.length < MIN_OPTIONS) errors.options = 'questionForm.optionsMinimum';
  else if (draft.correctIndex === null || draft.correctIndex >= draft.options.length) {
    errors.options = 'questionForm.correctRequired';
  }
  return errors;
}

/**
 * The multipart body of POST /api/v2/questions/create and PUT /api/v2/questions/{id}: questionText, options as a
 * JSON array of `{optionLabel, optionText}`, the 0-based correctIndex, and optionally courseName and image (an edit
 * without an image keeps the stored one).
 */
export function questionFormData(
  draft: QuestionDraft,
  extra: { courseName?: string; image?: File | null; removeImage?: boolean } = {},
): FormData {
  const form = new FormData();
  form.set('questionText', draft.questionText.trim());
  form.set(
    'options',
    JSON.stringify(
      draft.options.map((option, index) => ({
        optionLabel: optionLabel(index),
        optionText: option.text.trim(),
      })),
    ),
  );
  form.set('correctIndex', String(draft.correctIndex ?? -1));
  form.set('explanation', draft.explanation.trim());
  if (extra.courseName) form.set('courseName', extra.courseName);
  if (extra.image) form.set('image', extra.image, extra.image.name);
  // A new image replaces the stored one anyway; the service refuses both at once.
  else if (extra.removeImage) form.set('removeImage', 'true');
  return form;
}

/**
 * Why a chosen file cannot be a question's image, checked before uploading: more than 5 MB (SPEC §9), or a type
 * that is plainly not a picture a browser shows. The service checks the bytes themselves.
 */
export function imageProblem(
  file: Pick<File, 'size' | 'type'>,
): 'error.imageTooLarge' | 'error.imageNotSupported' | undefined {
  if (file.size > MAX_IMAGE_BYTES) return 'error.imageTooLarge';
  // SVG can carry scripts and the service refuses it; an unknown type ('') is left to the service.
  if (file.type !== '' && (!file.type.startsWith('image/') || file.type === 'image/svg+xml')) {
    return 'error.imageNotSupported';
  }
  return undefined;
}
