// SPEC §5 "Text to quiz": what must hold before questions are generated. The words are counted as the ai service
// counts them (countWords and the 500-word limit in @quizdrill/contracts/rules).
import { countWords, isOverWordLimit, isValidCourseName } from '@quizdrill/contracts/rules';

export type GenerationFieldErrors = {
  /** Empty or over the limit: SPEC §8 `fillFields`. */
  text?: 'textToQuiz.fillFields';
  displayName?: 'courseCreate.displayNameRequired';
  name?: 'courseCreate.courseNameRequired' | 'courseCreate.nameInvalid';
};

/**
 * What must hold before questions are generated: a text of 1–500 words (SPEC §5) and the course they are for. The
 * course's display name is required here too, as in course create: the questions can only be saved with one, and
 * the name is suggested from it.
 */
export function validateGeneration(
  text: string,
  course: { displayName: string; name: string },
): GenerationFieldErrors {
  const errors: GenerationFieldErrors = {};
  const words = countWords(text);
  if (words === 0 || isOverWordLimit(words)) errors.text = 'textToQuiz.fillFields';
  if (course.displayName.trim() === '') errors.displayName = 'courseCreate.displayNameRequired';
  const name = course.name.trim();
  if (name === '') errors.name = 'courseCreate.courseNameRequired';
  else if (!isValidCourseName(name)) errors.name = 'courseCreate.nameInvalid';
  return errors;
}
