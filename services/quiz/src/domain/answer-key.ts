// A question's answer key as the read model stores it (CourseKeys.answerKeys), in one of two forms:
// - `B|ABCD` (domain/scoring.ts): single choice and true/false without the teacher's feedback, graded by
//   SUBMIT_LUA in Redis in the same step that records the answer: a classroom's hot path, kept as it was.
// - JSON of the question's kind and answer key (it begins with `{`): every other question, graded by the service
//   with contracts' gradeAnswer (partial credit, feedback) and recorded by the same script, pre-graded.
// A key stored before kinds existed is of the first form, so it still reads as single choice.
import {
  type AnswerKeyFields,
  type Grade,
  gradeAnswer,
  isChoiceKind,
  kindOf,
  matchingChoices,
  parseAnswer,
  type QuestionKind,
  recordedAnswerOf,
} from '@quizdrill/contracts';
import { answerKeyOf } from './scoring.js';

/** The first character of a key the service grades (SUBMIT_LUA tests its byte, 123). */
const SERVICE_GRADED_MARK = '{';

/** The key to store for a question (its kind and answer key, as `content.question.upserted` carries them). */
export function storedAnswerKey(question: AnswerKeyFields): string {
  const kind = kindOf(question);
  const hasFeedback = question.options.some((option) => Boolean(option.feedback?.trim()));
  if ((kind === 'single' || kind === 'truefalse') && !hasFeedback) return answerKeyOf(question.options);
  const { options, answers, lenient, ranges, pairs } = question;
  return JSON.stringify({
    kind,
    options: options.map(({ optionLabel, optionText, isCorrect, feedback }) => ({
      optionLabel,
      optionText,
      isCorrect,
      feedback: feedback ?? null,
    })),
    answers,
    lenient,
    ranges,
    pairs,
  } satisfies AnswerKeyFields);
}

export function isServiceGraded(key: string): boolean {
  return key.startsWith(SERVICE_GRADED_MARK);
}

/** A key the service grades, as contracts' gradeAnswer takes it. */
export function answerKeyFields(key: string): AnswerKeyFields {
  return JSON.parse(key) as AnswerKeyFields;
}

/** An answer graded against a key the service grades, or why it cannot be. */
export type KeyGrading =
  /** `answer`: as the history keeps it. */
  | { status: 'graded'; grade: Grade; answer: string }
  /** Not in the kind's form, or naming a label the question lacks (`labels`: those it has). */
  | { status: 'invalid'; kind: QuestionKind; labels: string[] };

/** Grades the answer `raw` (as sent) against a key the service grades (isServiceGraded). */
export function gradeByKey(key: string, raw: string): KeyGrading {
  const fields = answerKeyFields(key);
  const kind = kindOf(fields);
  const parsed = parseAnswer(kind, raw);
  const grade = parsed && gradeAnswer(fields, parsed);
  if (!parsed || !grade) return { status: 'invalid', kind, labels: labelsOf(fields) };
  return { status: 'graded', grade, answer: recordedAnswerOf(parsed, raw) };
}

/** The labels an answer may name: the options', or a matching question's rights'. */
function labelsOf(key: AnswerKeyFields): string[] {
  const options = kindOf(key) === 'matching' ? matchingChoices(key.pairs ?? []) : key.options;
  return options.map((option) => option.optionLabel);
}

/**
 * What the right answer of a stored question is, to tell whether an edit changed it (which makes students' memory
 * of the question out of date): the right options' labels and texts (`B:Stockholm`, the form since before kinds)
 * for the choice kinds, whichever form their key is in; the accepted answers, ranges or pairs for the others.
 * Feedback and explanations are not part of it.
 */
export function rightAnswerOf(questionJson: string, key: string): string {
  if (!isServiceGraded(key)) {
    const label = key.slice(0, 1);
    const { options } = JSON.parse(questionJson) as {
      options: { optionLabel: string; optionText: string }[];
    };
    return `${label}:${options.find((option) => option.optionLabel === label)?.optionText ?? ''}`;
  }
  const fields = answerKeyFields(key);
  const kind = kindOf(fields);
  if (isChoiceKind(kind)) {
    const right = fields.options.filter((option) => option.isCorrect);
    return right.length === 0
      ? '?:'
      : right.map((option) => `${option.optionLabel}:${option.optionText}`).join(',');
  }
  return JSON.stringify({
    kind,
    answers: fields.answers?.map(({ text, credit }) => ({ text, credit })),
    lenient: fields.lenient,
    ranges: fields.ranges?.map(({ value, tolerance, credit }) => ({ value, tolerance, credit })),
    pairs: fields.pairs,
  });
}
