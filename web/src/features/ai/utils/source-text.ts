// SPEC §5 "Text to quiz": at most 500 words, and how many questions a text is worth. The ai service counts and
// estimates the same way (countWords and estimatedQuestionCount in packages/contracts, http/ai.ts).
import { isValidCourseName } from '../../../lib/course-rules';

export const MAX_SOURCE_WORDS = 500;
export const MAX_GENERATED_QUESTIONS = 10;
/** One more question per this many words. */
const WORDS_PER_QUESTION = 50;
/** The ai service's limit on the text's length in characters. */
export const SOURCE_TEXT_MAX_LENGTH = 20_000;

/** Words as runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** Under 50 words gives 1 question, then one more per 50 words, and 10 from 450 words upward. */
export function estimatedQuestionCount(words: number): number {
  return Math.min(MAX_GENERATED_QUESTIONS, Math.floor(Math.max(0, words) / WORDS_PER_QUESTION) + 1);
}

export function isOverWordLimit(words: number): boolean {
  return words > MAX_SOURCE_WORDS;
}

export type GenerationFieldErrors = {
  /** Empty or over the limit: SPEC §8 `fillFields`. */
  text?: 'textToQuiz.fillFields';
  name?: 'courseCreate.courseNameRequired' | 'courseCreate.nameInvalid';
};

/** What must hold before questions are generated: a text of 1–500 words and a course name. */
export function validateGeneration(text: string, courseName: string): GenerationFieldErrors {
  const errors: GenerationFieldErrors = {};
  const words = countWords(text);
  if (words === 0 || isOverWordLimit(words)) errors.text = 'textToQuiz.fillFields';
  const name = courseName.trim();
  if (name === '') errors.name = 'courseCreate.courseNameRequired';
  else if (!isValidCourseName(name)) errors.name = 'courseCreate.nameInvalid';
  return errors;
}
