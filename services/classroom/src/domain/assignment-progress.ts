// An assignment's progress from drill answers (issue 18): each student's latest answer to each of the course's
// questions since the assignment was made decides what counts. Pure: the answers come from the repository.
import {
  type AnswerKeyFields,
  type AssignmentProgress,
  type AssignmentQuestionResult,
  type AssignmentResults,
  correctAnswerOf,
  errorRate,
  kindOf,
  matchingChoices,
  parseAnswer,
  type StudentResult,
  type TeamCompletion,
} from '@quizdrill/contracts';
import { grouped } from './grouped.js';

/** A course's question as content's snapshot has it: of any kind, with its answer key (issue 43). */
export interface CourseQuestion extends AnswerKeyFields {
  id: number;
  questionText: string;
}

export interface TeamStudent {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
}

/** A student's latest answer to one question (the repository keeps only the latest per student and question). */
export interface LatestAnswer {
  userId: string;
  questionId: number;
  answer: string;
  correct: boolean;
  /** 0–1 as the quiz graded it; null for an answer from before partial credit. */
  credit: number | null;
  answeredAt: Date;
}

/**
 * One student's progress; `answers` are theirs, latest per question. Answers to questions no longer in the course
 * (deleted since) do not count, so `answered` never exceeds `total`.
 */
export function progressOf(
  answers: readonly LatestAnswer[],
  questionIds: ReadonlySet<number>,
): AssignmentProgress {
  let answered = 0;
  let correct = 0;
  let last: Date | null = null;
  for (const answer of answers) {
    if (!questionIds.has(answer.questionId)) continue;
    answered += 1;
    if (answer.correct) correct += 1;
    if (last === null || answer.answeredAt > last) last = answer.answeredAt;
  }
  const total = questionIds.size;
  return {
    answered,
    total,
    correct,
    errorRate: errorRate(correct, answered),
    finished: total > 0 && answered >= total,
    lastActivityAt: last?.toISOString() ?? null,
  };
}

/**
 * A teacher's row: the team's students, those who answered at least one of the course's `total` questions, and
 * those who answered them all. `answered` is per student, counted against today's questions; a member who is not
 * among `students` counts nowhere, as in resultsOf.
 */
export function completionOf(
  students: readonly TeamStudent[],
  answered: readonly { userId: string; answered: number }[],
  total: number,
): TeamCompletion {
  const studentIds = new Set(students.map((student) => student.userId));
  const counted = answered.filter((row) => studentIds.has(row.userId));
  return {
    students: students.length,
    started: counted.filter((row) => row.answered > 0).length,
    finished: counted.filter((row) => total > 0 && row.answered >= total).length,
  };
}

/** Students in the order a teacher's class list has them: last name, first name, then username. */
function byName(a: TeamStudent, b: TeamStudent): number {
  return (
    a.lastName.localeCompare(b.lastName, 'sv') ||
    a.firstName.localeCompare(b.firstName, 'sv') ||
    a.username.localeCompare(b.username, 'sv')
  );
}

/** The credit the quiz gave an answer: all or nothing for one recorded before partial credit. */
function creditOf(answer: LatestAnswer): number {
  return answer.credit ?? (answer.correct ? 1 : 0);
}

/**
 * An answer as a teacher reads it: a choice's option texts, a matching answer's picks, a typed answer itself. Read
 * with contracts' parseAnswer, so an answer recorded in any form the quiz takes (`c a`) reads as its options.
 */
function answerText(question: CourseQuestion, answer: string): string {
  const parsed = parseAnswer(kindOf(question), answer);
  const textOf = (options: readonly { optionLabel: string; optionText: string }[], label: string | null) =>
    label === null ? '–' : (options.find((option) => option.optionLabel === label)?.optionText ?? '');
  switch (parsed?.kind) {
    case 'single':
    case 'truefalse':
      return textOf(question.options, parsed.label);
    case 'multiple':
      return parsed.labels.map((label) => textOf(question.options, label)).join(', ');
    case 'matching': {
      const choices = matchingChoices(question.pairs ?? []);
      return parsed.picks.map((pick) => textOf(choices, pick)).join(', ');
    }
    default:
      return answer;
  }
}

function questionResult(
  question: CourseQuestion,
  position: number,
  answers: readonly LatestAnswer[],
): AssignmentQuestionResult {
  const wrong = new Map<string, number>();
  let correct = 0;
  let credit = 0;
  for (const answer of answers) {
    if (answer.correct) correct += 1;
    else wrong.set(answer.answer, (wrong.get(answer.answer) ?? 0) + 1);
    credit += creditOf(answer);
  }
  let mostChosenWrong: AssignmentQuestionResult['mostChosenWrong'] = null;
  for (const [label, count] of [...wrong].sort(([a], [b]) => a.localeCompare(b))) {
    if (mostChosenWrong === null || count > mostChosenWrong.count) {
      mostChosenWrong = { optionLabel: label, optionText: answerText(question, label), count };
    }
  }
  return {
    questionId: question.id,
    position,
    questionText: question.questionText,
    correctOption: correctAnswerOf(question),
    answered: answers.length,
    correct,
    shareRight: answers.length === 0 ? null : correct / answers.length,
    meanCredit: answers.length === 0 ? null : credit / answers.length,
    mostChosenWrong,
  };
}

const mean = (sum: number, count: number) => (count === 0 ? 0 : Math.round((sum / count) * 100) / 100);

/**
 * The results page: every student of the team (those who never started with zeros), every question of the course
 * in course order, and class means. The class error rate is over all the class's answers, not a mean of rates
 * (a student who answered one question would otherwise weigh as much as one who answered fifty).
 */
export function resultsOf(
  assignment: AssignmentResults['assignment'],
  questions: readonly CourseQuestion[],
  students: readonly TeamStudent[],
  answers: readonly LatestAnswer[],
): AssignmentResults {
  const questionIds = new Set(questions.map((question) => question.id));
  const studentIds = new Set(students.map((student) => student.userId));
  const counted = answers.filter(
    (answer) => questionIds.has(answer.questionId) && studentIds.has(answer.userId),
  );
  const answersOf = grouped(counted.map((answer) => [answer.userId, answer] as const));
  const rows: StudentResult[] = [...students]
    .sort(byName)
    .map((student) => ({ ...student, ...progressOf(answersOf.get(student.userId) ?? [], questionIds) }));

  const perQuestion = grouped(counted.map((answer) => [answer.questionId, answer] as const));
  const sum = (pick: (row: StudentResult) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const answered = sum((row) => row.answered);
  const correct = sum((row) => row.correct);
  return {
    assignment,
    students: rows,
    questions: questions.map((question, index) =>
      questionResult(question, index + 1, perQuestion.get(question.id) ?? []),
    ),
    averages: {
      answered: mean(answered, rows.length),
      correct: mean(correct, rows.length),
      errorRate: errorRate(correct, answered),
      finished: mean(
        sum((row) => (row.finished ? 1 : 0)),
        rows.length,
      ),
    },
  };
}
