// SPEC §8: a refusal whose text starts with `error.` names a message the app has in both languages.
import { isApiError } from './api-client';

const TRANSLATED_ERROR_KEYS = [
  'error.courseNameTaken',
  'error.courseNotFound',
  'error.questionNotFound',
  'error.imageTooLarge',
  'error.imageNotSupported',
  'error.imageTooManyPixels',
  'error.invalidOptions',
  'error.invalidAnswerKey',
  'error.textTooLong',
  'error.answerNotInSource',
] as const;
export type TranslatedErrorKey = (typeof TRANSLATED_ERROR_KEYS)[number];

/** The translation key a refusal carries (as its `error` code or its text), when the app knows it. */
export function translatedErrorKey(error: unknown): TranslatedErrorKey | undefined {
  if (!isApiError(error)) return undefined;
  return TRANSLATED_ERROR_KEYS.find((key) => key === error.code || key === error.message.trim());
}

/** A refusal of the question's image itself: shown under the image field, not only as a toast. */
export function isImageRefusal(
  key: TranslatedErrorKey | undefined,
): key is 'error.imageTooLarge' | 'error.imageNotSupported' | 'error.imageTooManyPixels' {
  return (
    key === 'error.imageTooLarge' || key === 'error.imageNotSupported' || key === 'error.imageTooManyPixels'
  );
}
