// Generated questions (SPEC §3 "Generated question", "Batch save item"): read from the ai service's answers, and
// the ticked ones turned into the batch that saves them with their course (SPEC §4, §5 "Text to quiz").
import { isValidCourseName, optionLabel } from '@quizdrill/contracts/rules';
import type { BatchItem, GeneratedOption, GeneratedQuestion } from '@quizdrill/contracts/types';
import { type Language, toLanguage } from '@/lib/i18n';

export type { GeneratedOption, GeneratedQuestion };

/** The course the questions are saved to; it is created by the save when it does not exist yet. */
export type CourseDetails = { displayName: string; name: string; description: string };

/** Options labelled A, B, C… in their order, whatever labels they came with. */
export function withLabels(options: readonly GeneratedOption[]): GeneratedOption[] {
  return options.map((option, index) => ({ ...option, optionLabel: optionLabel(index) }));
}

function readOption(value: unknown): GeneratedOption | null {
  if (typeof value !== 'object' || value === null) return null;
  const optionText: unknown = Reflect.get(value, 'optionText');
  const isCorrect: unknown = Reflect.get(value, 'isCorrect');
  if (typeof optionText !== 'string' || optionText.trim() === '') return null;
  return { optionLabel: '', optionText, isCorrect: isCorrect === true };
}

/** A list of options with at least two and exactly one correct, labelled A, B, C…; null otherwise. */
export function readGeneratedOptions(value: unknown): GeneratedOption[] | null {
  if (!Array.isArray(value)) return null;
  const options = value.map(readOption);
  if (options.length < 2 || options.some((option) => option === null)) return null;
  const valid = options as GeneratedOption[];
  return valid.filter((option) => option.isCorrect).length === 1 ? withLabels(valid) : null;
}

/**
 * The questions of a generation's answer. One that cannot be used (no text, fewer than two options, not exactly
 * one correct) is left out rather than offered for saving.
 */
export function readGeneratedQuestions(value: unknown, fallbackLanguage: Language): GeneratedQuestion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const questionText: unknown = Reflect.get(item, 'questionText');
    const options = readGeneratedOptions(Reflect.get(item, 'options'));
    if (typeof questionText !== 'string' || questionText.trim() === '' || !options) return [];
    const courseName: unknown = Reflect.get(item, 'courseName');
    const language: unknown = Reflect.get(item, 'language');
    return [
      {
        questionText,
        options,
        courseName: typeof courseName === 'string' ? courseName : '',
        language: toLanguage(typeof language === 'string' ? language : undefined) ?? fallbackLanguage,
      },
    ];
  });
}

export type SaveErrors = {
  questions?: 'textToQuiz.noneSelected';
  displayName?: 'courseCreate.displayNameRequired';
  name?: 'courseCreate.courseNameRequired' | 'courseCreate.nameInvalid';
};

export function hasSaveErrors(errors: SaveErrors): boolean {
  return Object.values(errors).some((error) => error !== undefined);
}

/** SPEC §5: at least one ticked question, a display name and a name (that the content service accepts). */
export function validateSave(tickedCount: number, course: CourseDetails): SaveErrors {
  const errors: SaveErrors = {};
  if (tickedCount === 0) errors.questions = 'textToQuiz.noneSelected';
  if (course.displayName.trim() === '') errors.displayName = 'courseCreate.displayNameRequired';
  const name = course.name.trim();
  if (name === '') errors.name = 'courseCreate.courseNameRequired';
  else if (!isValidCourseName(name)) errors.name = 'courseCreate.nameInvalid';
  return errors;
}

/**
 * The body of POST /api/v2/questions/batch: each ticked question with the course fields. The description is
 * optional on this screen; a course needs one, so `defaultDescription` stands in for an empty one.
 */
export function batchItems(
  questions: readonly GeneratedQuestion[],
  course: CourseDetails,
  defaultDescription: string,
): BatchItem[] {
  const description = course.description.trim() || defaultDescription;
  return questions.map((question) => ({
    questionText: question.questionText.trim(),
    options: withLabels(question.options).map((option) => ({
      ...option,
      optionText: option.optionText.trim(),
    })),
    courseName: course.name.trim(),
    courseDisplayName: course.displayName.trim(),
    courseDescription: description,
    language: question.language,
  }));
}
