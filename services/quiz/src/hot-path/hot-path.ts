// start · next · submit as typed calls, each one Redis script. Shared by the quiz service and the benchmark's floor
// server, so both run exactly the same Redis work.

import { randomUUID } from 'node:crypto';
import {
  type OrderType,
  QUIZ_FINISHED_TEXT,
  type QuizFinished,
  type StartResponse,
  type SubmitResponse,
} from '@quizdrill/contracts';
import { type Clock, systemClock } from '@quizdrill/service-kit';
import type { Redis } from 'ioredis';
import { encodeQuestionList } from '../domain/question-list.js';
import { quizStats } from '../domain/scoring.js';
import type { QuizKeys } from './keys.js';
import { NEXT_LUA, START_LUA, SUBMIT_LUA } from './lua.js';
import { newSeed, newSessionId, type SessionRef } from './session-id.js';

type Reply = (string | number | null)[];

interface HotPathRedis extends Redis {
  quizStart(
    meta: string,
    order: string,
    session: string,
    questions: string,
    ...args: (string | number)[]
  ): Promise<Reply>;
  quizNext(
    session: string,
    meta: string,
    order: string,
    questions: string,
    ...args: (string | number)[]
  ): Promise<Reply>;
  quizSubmit(
    session: string,
    meta: string,
    answerKeys: string,
    answers: string,
    recent: string,
    explanations: string,
    order: string,
    questions: string,
    ...args: (string | number)[]
  ): Promise<Reply>;
}

export type StartResult =
  /** `first`: the session's first question, already its current one, as `next` would answer it now. */
  | { status: 'ok'; sessionId: string; ref: SessionRef; total: number; first: Shown }
  | { status: 'unloaded' | 'empty' }
  | { status: 'out_of_range'; total: number };

/** A question to show, or that the session is over. */
export type Shown =
  /** `question` is the stored JSON, without position and total. `step` is 0-based. */
  { status: 'question'; question: string; step: number; total: number } | { status: 'finished' };

export type NextResult = Shown | { status: 'missing' | 'unloaded' };

export type SubmitResult =
  | {
      status: 'ok';
      correct: boolean;
      correctOption: string;
      score: number;
      total: number;
      /** The explanation of the question answered, null when it has none. */
      explanation: string | null;
      /** Only when the submit moved on (given the question's id): what `next` now answers. */
      next?: Shown;
    }
  | { status: 'missing' | 'unloaded' | 'no_question' | 'answered' | 'other_question' | 'removed' }
  /** Not one of the question's labels (single choice and true/false graded in Redis). */
  | { status: 'invalid'; labels: string; questionId: number }
  /** The current question's key is for the service to grade (domain/answer-key.ts): submit again with the grade. */
  | { status: 'grade'; questionId: number; answerKey: string };

/** An answer the service graded against question `questionId`, to record as the current question's answer. */
export interface ServiceGrade {
  questionId: number;
  /** 0–1; 1 is correct. */
  credit: number;
  /** The right answer as the response names it (`correctOption`). */
  correctAnswer: string;
}

export interface Student {
  userId: string;
}

/** How long a student's recent answers stay beside their cards (long enough for any quiz-worker backlog). */
export const RECENT_ANSWERS_TTL_SECONDS = 24 * 3600;

export class HotPath {
  private readonly redis: HotPathRedis;

  /** `redis` gains three script commands (loaded once, then run by hash). */
  constructor(
    redis: Redis,
    private readonly keys: QuizKeys,
    private readonly sessionTtlSeconds: number,
    private readonly clock: Clock = systemClock,
  ) {
    redis.defineCommand('quizStart', { numberOfKeys: 4, lua: START_LUA });
    redis.defineCommand('quizNext', { numberOfKeys: 4, lua: NEXT_LUA });
    redis.defineCommand('quizSubmit', { numberOfKeys: 8, lua: SUBMIT_LUA });
    this.redis = redis as HotPathRedis;
  }

  /** `questionIds`: a REVIEW or MISTAKES session's list, chosen at start; without it the course's order. */
  async start(
    student: Student,
    courseId: number,
    orderType: OrderType,
    startStep: number,
    seed = newSeed(),
    questionIds: readonly number[] = [],
  ): Promise<StartResult> {
    const course = this.keys.course(courseId);
    const { sessionId, ref } = newSessionId(courseId);
    const reply = await this.redis.quizStart(
      course.meta,
      course.order,
      this.keys.session(courseId, ref.token),
      course.questions,
      student.userId,
      orderType,
      seed,
      startStep,
      this.sessionTtlSeconds,
      encodeQuestionList(questionIds),
    );
    const status = reply[0] as string;
    if (status === 'ok')
      return { status, sessionId, ref, total: Number(reply[1]), first: shownOf(reply.slice(2)) };
    if (status === 'out_of_range') return { status, total: Number(reply[1]) };
    return { status: status as 'unloaded' | 'empty' };
  }

  async next(student: Student, ref: SessionRef): Promise<NextResult> {
    const course = this.keys.course(ref.courseId);
    const reply = await this.redis.quizNext(
      this.keys.session(ref.courseId, ref.token),
      course.meta,
      course.order,
      course.questions,
      student.userId,
      this.sessionTtlSeconds,
    );
    const status = reply[0];
    if (status === 'missing' || status === 'unloaded') return { status };
    return shownOf(reply);
  }

  /**
   * `answer`: the label answered, '' when the answer is not one label, or with `graded` the answer as sent.
   * `questionId`: the question answered; given, the session moves on and the result carries the next one.
   * `graded`: the service's grade of an answer whose key the script handed back (status `grade`).
   */
  async submit(
    student: Student,
    ref: SessionRef,
    sessionId: string,
    answer: string,
    questionId?: number,
    graded?: ServiceGrade,
  ): Promise<SubmitResult> {
    const course = this.keys.course(ref.courseId);
    const reply = await this.redis.quizSubmit(
      this.keys.session(ref.courseId, ref.token),
      course.meta,
      course.answerKeys,
      this.keys.answers,
      this.keys.recentAnswers(ref.courseId, student.userId),
      course.explanations,
      course.order,
      course.questions,
      student.userId,
      answer,
      this.sessionTtlSeconds,
      randomUUID(),
      this.clock.now().toISOString(),
      sessionId,
      RECENT_ANSWERS_TTL_SECONDS,
      questionId === undefined ? '' : String(questionId),
      graded ? String(graded.questionId) : '',
      graded ? String(graded.credit) : '',
      graded ? graded.correctAnswer : '',
    );
    const status = reply[0] as string;
    if (status === 'ok') {
      const result = {
        status,
        correct: reply[1] === 1,
        correctOption: String(reply[2]),
        score: Number(reply[3]),
        total: Number(reply[4]),
        explanation: reply[5] === null ? null : String(reply[5]),
      } as const;
      if (reply.length === 6) return result;
      return { ...result, next: shownOf(reply.slice(6)) };
    }
    if (status === 'invalid') return { status, labels: String(reply[1]), questionId: Number(reply[2]) };
    if (status === 'grade') return { status, questionId: Number(reply[1]), answerKey: String(reply[2]) };
    return {
      status: status as 'missing' | 'unloaded' | 'no_question' | 'answered' | 'other_question' | 'removed',
    };
  }
}

/**
 * show_from's reply (lua.ts): NEXT_LUA's once the session is found, and the tails of START_LUA's and of SUBMIT_LUA's
 * that moved on.
 */
function shownOf(reply: readonly (string | number | null)[]): Shown {
  if (reply[0] === 'finished') return { status: 'finished' };
  return { status: 'question', question: String(reply[1]), step: Number(reply[2]), total: Number(reply[3]) };
}

/** How a question stored since kinds exist begins (storedQuestion writes `kind` first). */
const KIND_FIRST = '{"kind":';

/**
 * The next-question body: the stored question with its 1-based position and the order's length. A question stored
 * before kinds existed (and not upserted since) has no `kind`: it is single choice, and says so.
 */
export function questionBody(question: string, step: number, total: number): string {
  const withKind = question.startsWith(KIND_FIRST) ? question : `{"kind":"single",${question.slice(1)}`;
  return `${withKind.slice(0, -1)},"position":${step + 1},"total":${total}}`;
}

const FINISHED_BODY = JSON.stringify({ finished: true, text: QUIZ_FINISHED_TEXT } satisfies QuizFinished);

/**
 * A submit response that moved on, as one JSON text: the graded answer with `next`, the stored question spliced in
 * as it is (like the next-question body: not parsed and serialized again).
 */
export function submitBody(graded: Omit<SubmitResponse, 'next'>, next: Shown): string {
  const shown =
    next.status === 'question' ? questionBody(next.question, next.step, next.total) : FINISHED_BODY;
  return `${JSON.stringify(graded).slice(0, -1)},"next":${shown}}`;
}

/**
 * A start response as one JSON text: the session's id and, spliced in as stored (see submitBody), its first question.
 * A session with none left to show (every question from the start step deleted since) leaves it out, for `next` to
 * answer that the quiz is over.
 */
export function startBody(sessionId: string, first: Shown): string {
  const body = JSON.stringify({ sessionId } satisfies StartResponse);
  return first.status === 'question'
    ? `${body.slice(0, -1)},"question":${questionBody(first.question, first.step, first.total)}}`
    : body;
}

/** SPEC §7's response, or with `questionId` the same with `next`, as JSON text ready to send (see submitBody). */
export type SubmitAnswer = { kind: 'graded'; response: SubmitResponse } | { kind: 'movedOn'; json: string };

/**
 * What a graded submit answers; the service and the benchmark's floor both send this. `grade`: the credit and the
 * teacher's feedback of an answer the service graded; one graded in Redis earns all or nothing and has no feedback
 * (a question with feedback is graded by the service, domain/answer-key.ts).
 */
export function submitAnswerOf(
  result: Extract<SubmitResult, { status: 'ok' }>,
  grade?: { credit: number; feedback: string[] },
): SubmitAnswer {
  const { correct, correctOption, explanation, next } = result;
  const response = {
    correct,
    feedbackKey: correct ? 'quiz.correct' : 'quiz.incorrect',
    correctOption,
    credit: grade?.credit ?? (correct ? 1 : 0),
    feedback: grade?.feedback ?? [],
    stats: quizStats(result),
    explanation,
  } satisfies SubmitResponse;
  return next ? { kind: 'movedOn', json: submitBody(response, next) } : { kind: 'graded', response };
}
