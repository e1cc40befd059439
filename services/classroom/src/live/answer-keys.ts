// A live question's answer key as Redis keeps it, and what a reveal makes of the class's answers (issue 43).
//
// Stored as `<right>|<labels>|<JSON>`: ANSWER_LUA scores a single-choice or true/false answer itself from the first
// two parts (the right label and every label), as before kinds existed; `*` as the right label says the answer is
// graded here (contracts' gradeAnswer) and the script is given the credit. The JSON holds what the reveal shows.
// A game created before kinds has keys of the first two parts only (`B|ABCD`): single choice, no explanation.
import {
  type AnswerKeyFields,
  type CourseSnapshotReply,
  correctAnswerOf,
  type Grade,
  gradeAnswer,
  isChoiceKind,
  kindOf,
  LIVE_SHORT_ANSWERS_SHOWN,
  type LiveDistribution,
  type LiveQuestion,
  matchingChoices,
  matchingPrompts,
  normalisedAnswer,
  type ParsedAnswer,
  parseAnswer,
  type QuestionKind,
  recordedAnswerOf,
} from '@quizdrill/contracts';

type SnapshotQuestion = CourseSnapshotReply['questions'][number];

/** Marks a key whose answers are graded in TypeScript. */
export const GRADED_HERE = '*';

export interface LiveKey extends AnswerKeyFields {
  kind: QuestionKind;
  /** gradeAnswer's correctAnswer: what the reveal names as right. */
  correct: string;
  /** The option labels counted per answer (choice kinds), in order; '' for the other kinds. */
  labels: string;
  explanation: string | null;
}

/** Whether a course question can be played live: its answer key is one an answer can be right by. */
export function playable(question: SnapshotQuestion): boolean {
  const kind = kindOf(question);
  if (kind === 'single' || kind === 'truefalse')
    return question.options.filter((option) => option.isCorrect).length === 1;
  if (kind === 'multiple') return question.options.some((option) => option.isCorrect);
  if (kind === 'short') return (question.answers ?? []).length > 0;
  if (kind === 'numeric') return (question.ranges ?? []).length > 0;
  return matchingPrompts(question.pairs ?? []).length > 0;
}

/** The question as players see it: without what is right. */
export function shownQuestion(
  question: SnapshotQuestion,
): Omit<LiveQuestion, 'index' | 'total' | 'seconds' | 'deadline' | 'remainingMs'> {
  const kind = kindOf(question);
  const common = {
    questionId: question.id,
    questionText: question.questionText,
    imageUrl: question.imageUrl,
    language: question.language,
  };
  // A SPEC client's single choice question stays as it was: no kind field.
  if (question.kind === undefined || kind === 'single')
    return {
      ...common,
      options: question.options.map(({ optionLabel, optionText }) => ({ optionLabel, optionText })),
    };
  if (isChoiceKind(kind))
    return {
      ...common,
      kind,
      options: question.options.map(({ optionLabel, optionText }) => ({ optionLabel, optionText })),
    };
  if (kind === 'matching') {
    const pairs = question.pairs ?? [];
    return {
      ...common,
      kind,
      options: matchingChoices(pairs),
      prompts: matchingPrompts(pairs).map((pair) => pair.left),
    };
  }
  return { ...common, kind, options: [] };
}

/** The stored key of a playable question. */
export function storedKey(question: SnapshotQuestion): string {
  const kind = kindOf(question);
  const key: AnswerKeyFields = {
    kind,
    options: question.options,
    ...(question.answers && { answers: question.answers }),
    ...(question.lenient !== undefined && { lenient: question.lenient }),
    ...(question.ranges && { ranges: question.ranges }),
    ...(question.pairs && { pairs: question.pairs }),
  };
  const labels = isChoiceKind(kind) ? question.options.map((option) => option.optionLabel).join('') : '';
  const right =
    kind === 'single' || kind === 'truefalse'
      ? (question.options.find((option) => option.isCorrect)?.optionLabel ?? '')
      : GRADED_HERE;
  return `${right}|${labels}|${JSON.stringify({ ...key, explanation: question.explanation ?? null })}`;
}

/** Reads a stored key (also a game's from before kinds, `B|ABCD`). */
export function readKey(stored: string): LiveKey {
  const [right = '', labels = ''] = stored.split('|', 2);
  const json = stored.slice(right.length + labels.length + 2);
  const fields: AnswerKeyFields & { explanation?: string | null } =
    json === ''
      ? {
          kind: 'single',
          options: [...labels].map((label) => ({
            optionLabel: label,
            optionText: '',
            isCorrect: label === right,
          })),
        }
      : JSON.parse(json);
  const kind = kindOf(fields);
  return {
    ...fields,
    kind,
    labels,
    explanation: fields.explanation ?? null,
    correct: right === GRADED_HERE ? correctAnswerOf(fields) : right,
  };
}

/** A graded answer with what ANSWER_LUA stores and counts for it; undefined when it is no answer of the kind. */
export interface GradedAnswer {
  grade: Grade;
  /** The answer as stored and shown back: labels upper-cased, a typed answer trimmed. */
  answer: string;
  /** The fields of the question's counts this answer adds one to (see distributionOf). */
  buckets: string[];
}

export function gradeLive(key: LiveKey, raw: string): GradedAnswer | undefined {
  const parsed = parseAnswer(key.kind, raw);
  const grade = parsed && gradeAnswer(key, parsed);
  if (!parsed || !grade) return undefined;
  return { grade, answer: recordedAnswerOf(parsed, raw), buckets: bucketsOf(parsed, grade) };
}

function bucketsOf(parsed: ParsedAnswer, grade: Grade): string[] {
  switch (parsed.kind) {
    case 'single':
    case 'truefalse':
      return [parsed.label];
    case 'multiple':
      return parsed.labels;
    case 'short':
      return [`t:${normalisedAnswer(parsed.text)}`];
    case 'numeric':
      return [grade.correct ? 'r' : grade.credit > 0 ? 'p' : 'w'];
    case 'matching': {
      const rightLabels = grade.correctAnswer.split(',');
      return parsed.picks.flatMap((pick, index) => (pick === rightLabels[index] ? [`m:${index}`] : []));
    }
  }
}

/** Choice kinds: answers per label, every label present. */
export function countsOf(key: LiveKey, counts: ReadonlyMap<string, number>): Record<string, number> {
  return Object.fromEntries([...key.labels].map((label) => [label, counts.get(label) ?? 0]));
}

/** How the class answered a question of the other kinds, from its counts; undefined for choice kinds. */
export function distributionOf(
  key: LiveKey,
  counts: ReadonlyMap<string, number>,
): LiveDistribution | undefined {
  switch (key.kind) {
    case 'short': {
      const given = [...counts]
        .filter(([field]) => field.startsWith('t:'))
        .map(([field, count]) => ({ text: field.slice(2), count }))
        .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text, 'sv'));
      const shown = given.slice(0, LIVE_SHORT_ANSWERS_SHOWN).map((answer) => ({
        ...answer,
        credit: gradeAnswer(key, { kind: 'short', text: answer.text })?.credit ?? 0,
      }));
      const other = given.slice(LIVE_SHORT_ANSWERS_SHOWN).reduce((sum, answer) => sum + answer.count, 0);
      return { kind: 'short', answers: shown, other };
    }
    case 'numeric':
      return {
        kind: 'numeric',
        right: counts.get('r') ?? 0,
        partial: counts.get('p') ?? 0,
        wrong: counts.get('w') ?? 0,
      };
    case 'matching':
      return {
        kind: 'matching',
        items: matchingPrompts(key.pairs ?? []).map((pair, index) => ({
          left: pair.left,
          right: pair.right,
          correct: counts.get(`m:${index}`) ?? 0,
        })),
      };
    default:
      return undefined;
  }
}

/** The teacher's feedback per option label of a choice question (only the options that have some). */
export function optionFeedbackOf(key: LiveKey): Record<string, string> | undefined {
  if (!isChoiceKind(key.kind)) return undefined;
  const entries = key.options.flatMap((option) =>
    option.feedback && option.feedback.trim() !== '' ? [[option.optionLabel, option.feedback] as const] : [],
  );
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/** What the reveal adds for every viewer: the kind's distribution, the explanation and the options' feedback. */
export function revealDetails(key: LiveKey, counts: ReadonlyMap<string, number>) {
  const distribution = distributionOf(key, counts);
  const optionFeedback = optionFeedbackOf(key);
  return {
    correctOption: key.correct,
    counts: countsOf(key, counts),
    ...(key.kind !== 'single' && { kind: key.kind }),
    ...(distribution && { distribution }),
    explanation: key.explanation,
    ...(optionFeedback && { optionFeedback }),
  };
}

/** A player's feedback on their stored answer (re-graded: the grade is not stored). */
export function feedbackOn(key: LiveKey, answer: string | null | undefined): string[] {
  if (!answer) return [];
  return gradeLive(key, answer)?.grade.feedback ?? [];
}
