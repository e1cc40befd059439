// The rules of text to quiz and photo to quiz (SPEC.md §5 and §9), as the ai service applies them and the web app
// shows them while the text is written.
import { MAX_IMAGE_BYTES } from './content.js';

/** SPEC.md §5: text to quiz is at most 500 words. */
export const MAX_SOURCE_WORDS = 500;
/** The source text's length in characters, whatever its words. */
export const SOURCE_TEXT_MAX_LENGTH = 20_000;
export const MAX_GENERATED_QUESTIONS = 10;
/** The most options a generated question may come with. */
export const MAX_GENERATED_OPTIONS = 6;
/** SPEC.md §5: one more question per this many words. */
export const WORDS_PER_QUESTION = 50;

/** SPEC.md §9: photos are at most 5 MB, like question images. */
export const MAX_PHOTO_BYTES = MAX_IMAGE_BYTES;
/** SPEC.md §9: photo types are png, jpeg and jpg. */
export const PHOTO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const PHOTO_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;

/** Words as the text-to-quiz screen counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

export function isOverWordLimit(words: number): boolean {
  return words > MAX_SOURCE_WORDS;
}

/** SPEC.md §5: under 50 words gives 1 question, then one more per 50 words, and 10 from 450 words upward. */
export function estimatedQuestionCount(words: number): number {
  return Math.min(MAX_GENERATED_QUESTIONS, Math.floor(Math.max(0, words) / WORDS_PER_QUESTION) + 1);
}

/** SPEC.md §3 "Generated question": exactly one option is correct. */
export function hasOneCorrectOption(options: readonly { isCorrect: boolean }[]): boolean {
  return options.filter((option) => option.isCorrect).length === 1;
}
