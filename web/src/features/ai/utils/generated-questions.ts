// Generated questions (SPEC §3 "Generated question", "Batch save item"): read from the ai service's answers, and
// the ticked ones turned into the batch that saves them with their course (SPEC §4, §5 "Text to quiz").
import { isValidCourseName, optionLabel } from '@quizdrill/contracts/rules';
import {
  answerKeyProblem,
  isQuestionKind,
  type NumericRange,
  type ShortAnswer,
} from '@quizdrill/contracts/rules/kinds';
import type {
  BatchItem,
  GeneratedKind,
  GeneratedOption,
  GeneratedQuestion,
} from '@quizdrill/contracts/types';
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
 * A proposed kind other than single choice (issue 43), or undefined for single choice and anything unknown.
 * Matching is never proposed: its pairs are the teacher's to write.
 */
function readKind(value: unknown): Exclude<GeneratedKind, 'single'> | undefined {
  return isQuestionKind(value) && value !== 'single' && value !== 'matching' ? value : undefined;
}

/** The items of a list that `read` can read; undefined when it is not a list. */
function readArray<T>(value: unknown, read: (item: object) => T | null): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((item: unknown) => {
    const entry = typeof item === 'object' && item !== null ? read(item) : null;
    return entry === null ? [] : [entry];
  });
}

function readShortAnswer(item: object): ShortAnswer | null {
  const text: unknown = Reflect.get(item, 'text');
  const credit: unknown = Reflect.get(item, 'credit');
  return typeof text === 'string' && typeof credit === 'number' ? { text, credit } : null;
}

function readRange(item: object): NumericRange | null {
  const value: unknown = Reflect.get(item, 'value');
  const tolerance: unknown = Reflect.get(item, 'tolerance');
  const credit: unknown = Reflect.get(item, 'credit');
  return typeof value === 'number' && typeof tolerance === 'number' && typeof credit === 'number'
    ? { value, tolerance, credit }
    : null;
}

/**
 * A proposal of another kind with its answer key, when the key is well formed (`answerKeyProblem`); null
 * otherwise. Its options keep the model's right ones (several for multiple).
 */
function readOtherKind(
  item: object,
  kind: Exclude<GeneratedKind, 'single'>,
): Pick<GeneratedQuestion, 'kind' | 'options' | 'answers' | 'ranges'> | null {
  const options = readArray(Reflect.get(item, 'options'), readOption) ?? [];
  const answers = kind === 'short' ? readArray(Reflect.get(item, 'answers'), readShortAnswer) : undefined;
  const ranges = kind === 'numeric' ? readArray(Reflect.get(item, 'ranges'), readRange) : undefined;
  const key = { kind, options: withLabels(options), ...(answers && { answers }), ...(ranges && { ranges }) };
  return answerKeyProblem(key) === undefined ? key : null;
}

/**
 * The questions of a generation's answer. One that cannot be used (no text; single choice without at least two
 * options, exactly one correct; another kind whose answer key is not well formed) is left out rather than offered
 * for saving.
 */
export function readGeneratedQuestions(value: unknown, fallbackLanguage: Language): GeneratedQuestion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const questionText: unknown = Reflect.get(item, 'questionText');
    const kind = readKind(Reflect.get(item, 'kind'));
    const singleOptions = kind ? null : readGeneratedOptions(Reflect.get(item, 'options'));
    const key = kind ? readOtherKind(item, kind) : singleOptions && { options: singleOptions };
    if (typeof questionText !== 'string' || questionText.trim() === '' || !key) return [];
    const courseName: unknown = Reflect.get(item, 'courseName');
    const language: unknown = Reflect.get(item, 'language');
    return [
      {
        questionText,
        ...key,
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
 * The body of POST /api/v2/questions/batch: each ticked question, of its kind with its answer key, with the course
 * fields. The description is
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
    // A proposal of another kind is saved as that kind with its key (issue 43); single choice as before.
    ...(question.kind && { kind: question.kind }),
    options: withLabels(question.options).map((option) => ({
      ...option,
      optionText: option.optionText.trim(),
    })),
    ...(question.answers && { answers: question.answers }),
    ...(question.ranges && { ranges: question.ranges }),
    courseName: course.name.trim(),
    courseDisplayName: course.displayName.trim(),
    courseDescription: description,
    language: question.language,
  }));
}
