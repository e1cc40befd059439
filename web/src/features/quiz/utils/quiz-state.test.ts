import type { QuizQuestion, SubmitResponse } from '@quizdrill/contracts/types';
import { describe, expect, it } from 'vitest';
import { initialQuizState, optionOutcome, progressPercent, type QuizState, quizReducer } from './quiz-state';

const question: QuizQuestion = {
  id: 1,
  questionText: 'Vilken stad är Sveriges huvudstad?',
  imageUrl: null,
  language: 'sv',
  options: [
    { optionLabel: 'A', optionText: 'Göteborg' },
    { optionLabel: 'B', optionText: 'Stockholm' },
    { optionLabel: 'C', optionText: 'Malmö' },
  ],
  position: 1,
  total: 3,
};

const wrong: SubmitResponse = {
  correct: false,
  feedbackKey: 'quiz.incorrect',
  correctOption: 'B',
  stats: { score: 0, total: 1, errorRate: 100 },
};

function run(...actions: Parameters<typeof quizReducer>[1][]): QuizState {
  return actions.reduce(quizReducer, initialQuizState);
}

const loaded = [
  { type: 'sessionReady', sessionId: 's-1', stats: null },
  { type: 'questionLoaded', question },
] as const;

describe('quizReducer', () => {
  it('when a question is loaded, then it is shown idle, with no option chosen', () => {
    expect(run(...loaded)).toMatchObject({ phase: 'question', sessionId: 's-1', selected: null });
  });

  it('when an option is chosen and submitted, then the answer is marked and the statistics are the server’s', () => {
    const answered = run(
      ...loaded,
      { type: 'select', label: 'C' },
      { type: 'submit' },
      { type: 'answered', feedback: wrong },
    );
    expect(answered).toMatchObject({ phase: 'answered', selected: 'C', feedback: wrong, stats: wrong.stats });
  });

  it('when nothing is chosen, then submitting does nothing', () => {
    expect(run(...loaded, { type: 'submit' })).toMatchObject({ phase: 'question', selected: null });
  });

  it('when a key names no option, or the answer is already sent, then the choice stays', () => {
    expect(run(...loaded, { type: 'select', label: 'Z' })).toMatchObject({ selected: null });
    const submitting = run(...loaded, { type: 'select', label: 'A' }, { type: 'submit' });
    expect(quizReducer(submitting, { type: 'select', label: 'B' })).toBe(submitting);
    expect(quizReducer(submitting, { type: 'submit' })).toBe(submitting);
  });

  it('when the next question is asked for, then the statistics stay while it loads', () => {
    const state = run(
      ...loaded,
      { type: 'select', label: 'C' },
      { type: 'submit' },
      { type: 'answered', feedback: wrong },
      { type: 'next' },
    );
    expect(state).toEqual({ phase: 'loading', sessionId: 's-1', stats: wrong.stats });
    expect(quizReducer(state, { type: 'finished' })).toEqual({
      phase: 'finished',
      sessionId: 's-1',
      stats: wrong.stats,
    });
  });

  it('when next is pressed before the answer is back, then nothing happens', () => {
    const submitting = run(...loaded, { type: 'select', label: 'A' }, { type: 'submit' });
    expect(quizReducer(submitting, { type: 'next' })).toBe(submitting);
  });

  it('when a call fails, then the quiz shows the failure, and a new start leaves it', () => {
    const failed = run(...loaded, { type: 'fail', failure: { kind: 'submit', status: 500 } });
    expect(failed).toEqual({ phase: 'failed', failure: { kind: 'submit', status: 500 } });
    expect(quizReducer(failed, { type: 'start' })).toEqual({ phase: 'starting' });
  });
});

describe('optionOutcome', () => {
  it('when the answer was wrong, then the right option is correct and the chosen one is the wrong choice', () => {
    expect(optionOutcome('B', 'C', wrong)).toBe('correct');
    expect(optionOutcome('C', 'C', wrong)).toBe('wrongChoice');
    expect(optionOutcome('A', 'C', wrong)).toBe('neutral');
  });

  it('when the answer was right, then only the chosen option is marked', () => {
    const right = { ...wrong, correct: true, correctOption: 'B' };
    expect(optionOutcome('B', 'B', right)).toBe('correct');
    expect(optionOutcome('A', 'B', right)).toBe('neutral');
  });
});

describe('a question of another kind (issue 43)', () => {
  it('when its answer is pieced together, then it is what the wire sends, and submitted once complete', () => {
    const multiple = { ...question, kind: 'multiple' as const };
    const started = [{ type: 'sessionReady', sessionId: 's-1', stats: null }] as const;
    const ticked = run(
      ...started,
      { type: 'questionLoaded', question: multiple },
      { type: 'answer', answer: 'A,C' },
    );
    expect(ticked).toMatchObject({ phase: 'question', selected: 'A,C' });
    expect(quizReducer(ticked, { type: 'submit' })).toMatchObject({ phase: 'submitting', selected: 'A,C' });
    const cleared = quizReducer(ticked, { type: 'answer', answer: null });
    expect(quizReducer(cleared, { type: 'submit' })).toBe(cleared);
  });
});

describe('progressPercent', () => {
  it('when a question is open, then the questions before it count as done; once answered, it counts too', () => {
    expect(progressPercent({ ...question, position: 1, total: 4 }, false)).toBe(0);
    expect(progressPercent({ ...question, position: 1, total: 4 }, true)).toBe(25);
    expect(progressPercent({ ...question, position: 4, total: 4 }, true)).toBe(100);
  });
});

describe('a REVIEW or MISTAKES start with nothing to drill', () => {
  it('when the start answers 409, then the page shows the empty state, not the error page', () => {
    expect(
      run({ type: 'start' }, { type: 'nothingToDrill', orderType: 'MISTAKES', message: 'No mistakes' }),
    ).toEqual({
      phase: 'nothingToDrill',
      orderType: 'MISTAKES',
      message: 'No mistakes',
    });
  });

  it('when a question is already on screen, then a late 409 changes nothing', () => {
    const state = run(...loaded);
    expect(quizReducer(state, { type: 'nothingToDrill', orderType: 'REVIEW', message: '' })).toBe(state);
  });
});
