// A question while it is written (question create and edit): its rules (SPEC §5) and the multipart form it is sent as.

import {
  DEFAULT_OPTION_COUNT,
  MAX_IMAGE_BYTES,
  MAX_OPTIONS,
  MIN_OPTIONS,
  optionLabel,
} from '@quizdrill/contracts/rules';
import {
  type AnswerKeyFields,
  answerKeyProblem,
  type ChoiceOption,
  isChoiceKind,
  type QuestionKind,
  TRUE_FALSE_OPTION_TEXTS,
} from '@quizdrill/contracts/rules/kinds';
import type { Language, QuestionResponse } from '@quizdrill/contracts/types';
import {
  type AnswerKeyDraft,
  type AnswerKeyMessageKey,
  answerKeyDraftOf,
  answerKeyOf,
  emptyAnswerKey,
  newKey,
  problemKey,
} from './answer-key-draft';

/**
 * `key` tells React which input is which while options are added and removed; it is never sent. `correct` marks a
 * multiple choice's right options (single choice and true/false mark theirs with `correctIndex`); `feedback` is
 * shown to a student who chose the option, empty for none.
 */
export type OptionDraft = { key: number; text: string; correct?: boolean; feedback?: string };
export type QuestionDraft = {
  /** Issue 43; single choice (SPEC's question) when absent. */
  kind?: QuestionKind;
  questionText: string;
  options: OptionDraft[];
  /** Which option is correct, 0-based; null until the author marks one. */
  correctIndex: number | null;
  /** Shown to students after they answer; empty for none. */
  explanation: string;
  /** The answer key of short, numeric and matching questions. */
  answerKey?: AnswerKeyDraft;
};

function newOption(text = '', feedback = '', correct = false): OptionDraft {
  return { key: newKey(), text, feedback, correct };
}

export function emptyDraft(): QuestionDraft {
  return {
    kind: 'single',
    questionText: '',
    options: Array.from({ length: DEFAULT_OPTION_COUNT }, () => newOption()),
    correctIndex: null,
    explanation: '',
    answerKey: emptyAnswerKey(),
  };
}

/** A saved question as a draft to edit; `correct` is the edit view's other spelling of `isCorrect` (SPEC §3). */
export function draftFromQuestion(question: QuestionResponse): QuestionDraft {
  const isRight = (option: QuestionResponse['options'][number]) =>
    option.isCorrect || Reflect.get(option, 'correct') === true;
  const correctIndex = question.options.findIndex(isRight);
  const kind = question.kind ?? 'single';
  // A typed kind's options are none; the draft keeps choice options ready should the author switch kind.
  const options =
    question.options.length > 0
      ? question.options.map((option) => newOption(option.optionText, option.feedback ?? '', isRight(option)))
      : Array.from({ length: DEFAULT_OPTION_COUNT }, () => newOption());
  return {
    kind,
    questionText: question.questionText,
    options,
    correctIndex: correctIndex >= 0 ? correctIndex : null,
    explanation: question.explanation ?? '',
    answerKey: answerKeyDraftOf(question),
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

export type DraftMessageKey =
  | `questionForm.${'questionRequired' | 'optionRequired' | 'optionsMinimum' | 'correctRequired'}`
  | AnswerKeyMessageKey;

export type DraftErrors = {
  questionText?: DraftMessageKey;
  /** Index of each option without a text. */
  emptyOptions: number[];
  /** About the options (or another kind's answer key) as a whole: too few, none marked correct, a bad credit. */
  options?: DraftMessageKey;
};

export function hasDraftErrors(errors: DraftErrors): boolean {
  return errors.questionText !== undefined || errors.emptyOptions.length > 0 || errors.options !== undefined;
}

export function kindOfDraft(draft: QuestionDraft): QuestionKind {
  return draft.kind ?? 'single';
}

/** The written options of a choice question, with which are right (single and true/false: `correctIndex`). */
function choiceOptions(draft: QuestionDraft, language: Language): ChoiceOption[] {
  const kind = kindOfDraft(draft);
  const feedback = (option: OptionDraft | undefined) => {
    const text = option?.feedback?.trim() ?? '';
    return text === '' ? null : text;
  };
  // True/false's two options are "true" and "false" in the question's language; their feedback is the draft's first two.
  const texts =
    kind === 'truefalse'
      ? TRUE_FALSE_OPTION_TEXTS[language]
      : draft.options.map((option) => option.text.trim());
  return texts.map((optionText, index) => ({
    optionLabel: optionLabel(index),
    optionText,
    isCorrect: kind === 'multiple' ? draft.options[index]?.correct === true : draft.correctIndex === index,
    feedback: feedback(draft.options[index]),
  }));
}

/** The draft's answer key as the contracts write it, for answerKeyProblem and the form sent. */
export function answerKeyFields(draft: QuestionDraft, language: Language = 'sv'): AnswerKeyFields {
  const kind = kindOfDraft(draft);
  if (isChoiceKind(kind)) return { kind, options: choiceOptions(draft, language) };
  return { kind, options: [], ...answerKeyOf(kind, draft.answerKey ?? emptyAnswerKey()) };
}

/**
 * SPEC §5: a question text, at least two options, every option with a text, one marked correct. The other kinds
 * (issue 43): what answerKeyProblem finds, in the author's language.
 */
export function validateDraft(draft: QuestionDraft): DraftErrors {
  const kind = kindOfDraft(draft);
  const written = kind === 'single' || kind === 'multiple';
  const errors: DraftErrors = {
    emptyOptions: written
      ? draft.options.flatMap((option, index) => (option.text.trim() === '' ? [index] : []))
      : [],
  };
  if (draft.questionText.trim() === '') errors.questionText = 'questionForm.questionRequired';
  if (kind === 'single') {
    if (draft.options.length < MIN_OPTIONS) errors.options = 'questionForm.optionsMinimum';
    else if (draft.correctIndex === null || draft.correctIndex >= draft.options.length) {
      errors.options = 'questionForm.correctRequired';
    }
    return errors;
  }
  const problem = answerKeyProblem(answerKeyFields(draft));
  if (problem !== undefined) errors.options = problemKey(problem);
  return errors;
}

/**
 * The multipart body of POST /api/v2/questions/create and PUT /api/v2/questions/{id}: kind, questionText, options as
 * a JSON array of `{optionLabel, optionText, isCorrect, feedback}` (empty for the typed kinds), the 0-based
 * correctIndex for single choice and true/false (SPEC), the answer key of the other kinds as JSON in `answerKey`
 * ({answers, lenient}, {ranges} or {pairs}), and optionally courseName and image (an edit without an image keeps the
 * stored one). `language` is the question's: true/false's options are written in it.
 */
export function questionFormData(
  draft: QuestionDraft,
  extra: { courseName?: string; image?: File | null; removeImage?: boolean; language?: Language } = {},
): FormData {
  const kind = kindOfDraft(draft);
  const { options, ...answerKey } = answerKeyFields(draft, extra.language);
  const form = new FormData();
  form.set('kind', kind);
  form.set('questionText', draft.questionText.trim());
  form.set('options', JSON.stringify(options));
  if (kind === 'single' || kind === 'truefalse') form.set('correctIndex', String(draft.correctIndex ?? -1));
  if (!isChoiceKind(kind)) {
    const { kind: _sent, ...key } = answerKey;
    form.set('answerKey', JSON.stringify(key));
  }
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
