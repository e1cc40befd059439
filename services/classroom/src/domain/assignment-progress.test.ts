import { describe, expect, it } from 'vitest';
import {
  type CourseQuestion,
  completionOf,
  type LatestAnswer,
  progressOf,
  resultsOf,
} from './assignment-progress.js';

const question = (id: number, correct: string): CourseQuestion => ({
  id,
  questionText: `Fråga ${id}`,
  options: ['A', 'B', 'C'].map((label) => ({
    optionLabel: label,
    optionText: `Svar ${label}`,
    isCorrect: label === correct,
  })),
});

/** Question 7, "Primtal?": a multiple choice of `texts` as A, B, C…, right where `isCorrect` says. */
const primes = (texts: string[], isCorrect: (text: string) => boolean): CourseQuestion => ({
  id: 7,
  questionText: 'Primtal?',
  kind: 'multiple',
  options: texts.map((optionText, index) => ({
    optionLabel: 'ABC'[index] ?? '',
    optionText,
    isCorrect: isCorrect(optionText),
  })),
});

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute));
const latest = (
  userId: string,
  questionId: number,
  label: string,
  correct: boolean,
  minute: number,
  credit: number | null = null,
): LatestAnswer => ({
  userId,
  questionId,
  answer: label,
  correct,
  credit,
  answeredAt: at(minute),
});

const assignment = {
  id: 'a',
  group: { id: 'g', name: 'Klass 9A' },
  course: { id: 1, name: 'geografi', displayName: 'Geografi', language: 'sv' as const },
  dueAt: null,
  note: null,
  createdAt: at(0).toISOString(),
  createdBy: 'educator',
  createdByName: 'Eva Lärare',
  closedAt: null,
  closedReason: null,
};

describe('progressOf', () => {
  it('when some questions are answered, then it counts them, the right ones and the latest activity', () => {
    const answers = [latest('u', 1, 'A', true, 5), latest('u', 2, 'C', false, 9)];
    expect(progressOf(answers, new Set([1, 2, 3]))).toEqual({
      answered: 2,
      total: 3,
      correct: 1,
      errorRate: 50,
      finished: false,
      lastActivityAt: at(9).toISOString(),
    });
  });

  it('when a question answered has been deleted since, then it does not count and never pushes answered past total', () => {
    const answers = [latest('u', 1, 'A', true, 5), latest('u', 99, 'A', true, 7)];
    expect(progressOf(answers, new Set([1]))).toMatchObject({
      answered: 1,
      total: 1,
      finished: true,
      lastActivityAt: at(5).toISOString(),
    });
  });

  it('when nothing is answered or the course has no questions, then zeros and not finished', () => {
    expect(progressOf([], new Set())).toEqual({
      answered: 0,
      total: 0,
      correct: 0,
      errorRate: 0,
      finished: false,
      lastActivityAt: null,
    });
  });
});

describe('resultsOf', () => {
  const questions = [question(1, 'A'), question(2, 'B')];
  const students = [
    { userId: 'u1', username: 'bo', firstName: 'Bo', lastName: 'Öberg' },
    { userId: 'u2', username: 'asa', firstName: 'Åsa', lastName: 'Ek' },
    { userId: 'u3', username: 'ada', firstName: 'Ada', lastName: 'Ek' },
  ];

  it('when the class answered, then students in name order (never-started too), questions with the most chosen wrong option, pooled means', () => {
    const results = resultsOf(assignment, questions, students, [
      latest('u1', 1, 'B', false, 1),
      latest('u1', 2, 'B', true, 2),
      latest('u2', 1, 'C', false, 3),
      // Not a member any more: not counted.
      latest('gone', 1, 'A', true, 4),
    ]);
    expect(results.students.map((row) => [row.username, row.answered, row.correct, row.finished])).toEqual([
      ['ada', 0, 0, false],
      ['asa', 1, 0, false],
      ['bo', 2, 1, true],
    ]);
    expect(results.questions).toEqual([
      {
        questionId: 1,
        position: 1,
        questionText: 'Fråga 1',
        correctOption: 'A',
        answered: 2,
        correct: 0,
        shareRight: 0,
        meanCredit: 0,
        // B and C once each: the earlier label wins the tie.
        mostChosenWrong: { optionLabel: 'B', optionText: 'Svar B', count: 1 },
      },
      {
        questionId: 2,
        position: 2,
        questionText: 'Fråga 2',
        correctOption: 'B',
        answered: 1,
        correct: 1,
        shareRight: 1,
        meanCredit: 1,
        mostChosenWrong: null,
      },
    ]);
    expect(results.averages).toEqual({ answered: 1, correct: 0.33, errorRate: 66.67, finished: 0.33 });
  });

  it('when questions of other kinds are answered partly right, then their mean credit counts the shares and a wrong answer reads as text', () => {
    const kinds = [
      {
        id: 7,
        questionText: 'Primtal?',
        kind: 'multiple' as const,
        options: [
          { optionLabel: 'A', optionText: '2', isCorrect: true },
          { optionLabel: 'B', optionText: '3', isCorrect: true },
          { optionLabel: 'C', optionText: '4', isCorrect: false },
        ],
      },
      {
        id: 8,
        questionText: 'Para ihop',
        kind: 'matching' as const,
        options: [],
        pairs: [
          { left: 'Sverige', right: 'Stockholm' },
          { left: 'Norge', right: 'Oslo' },
        ],
      },
    ];
    const results = resultsOf(assignment, kinds, students, [
      latest('u1', 7, 'A', false, 1, 0.5),
      latest('u2', 7, 'A,B', true, 2, 1),
      latest('u3', 7, 'A,C', false, 3, 0),
      latest('u1', 8, 'B,A', true, 4, 1),
      latest('u2', 8, 'A,A', false, 5, 0.5),
    ]);
    expect(results.questions.map((row) => [row.correctOption, row.shareRight, row.meanCredit])).toEqual([
      ['A,B', 1 / 3, 0.5],
      ['B,A', 0.5, 0.75],
    ]);
    expect(results.questions[0]?.mostChosenWrong).toEqual({ optionLabel: 'A', optionText: '2', count: 1 });
    expect(results.questions[1]?.mostChosenWrong).toEqual({
      optionLabel: 'A,A',
      optionText: 'Oslo, Oslo',
      count: 1,
    });
  });

  it('when the question was changed since an answer, then the credit the quiz gave that answer counts, as its verdict does', () => {
    // Since the answers, C is right too: graded today, A alone would earn a third, not the half it was given.
    const multiple = primes(['2', '3', '5'], () => true);
    const results = resultsOf(assignment, [multiple], students, [
      latest('u1', 7, 'A', false, 1, 0.5),
      latest('u2', 7, 'A,B', true, 2, 1),
      // Recorded before partial credit: all or nothing.
      latest('u3', 7, 'C', false, 3),
    ]);
    expect(results.questions[0]).toMatchObject({ shareRight: 1 / 3, meanCredit: 0.5 });
  });

  it('when an answer was recorded in another form the quiz takes, then a teacher reads it as its options', () => {
    const multiple = primes(['2', '3', '4'], (text) => text !== '4');
    const results = resultsOf(assignment, [multiple], students, [latest('u1', 7, 'c a', false, 1, 0)]);
    expect(results.questions[0]?.mostChosenWrong).toEqual({
      optionLabel: 'c a',
      optionText: '2, 4',
      count: 1,
    });
  });

  it('when the team is empty, then means are zero', () => {
    expect(resultsOf(assignment, questions, [], []).averages).toEqual({
      answered: 0,
      correct: 0,
      errorRate: 0,
      finished: 0,
    });
  });
});

describe('completionOf', () => {
  const student = (userId: string) => ({ userId, username: userId, firstName: 'Elev', lastName: userId });
  const students = ['anna', 'bo', 'cecilia'].map(student);

  it('when some students answered some or all questions, then it counts the team, those started and those finished', () => {
    const answered = [
      { userId: 'anna', answered: 3 },
      { userId: 'bo', answered: 1 },
    ];
    expect(completionOf(students, answered, 3)).toEqual({ students: 3, started: 2, finished: 1 });
  });

  it('when a member who is no student of the list answered, or the course has no questions, then they do not count as finished', () => {
    expect(completionOf(students, [{ userId: 'ghost', answered: 3 }], 3)).toEqual({
      students: 3,
      started: 0,
      finished: 0,
    });
    expect(completionOf(students, [{ userId: 'anna', answered: 0 }], 0)).toEqual({
      students: 3,
      started: 0,
      finished: 0,
    });
  });
});
