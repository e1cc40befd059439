// start · next · submit as typed calls, each one Redis script. Shared by the quiz service and the benchmark's floor
// server, so both run exactly the same Redis work.
import { randomUUID } from 'node:crypto';
import type { OrderType } from '@quizdrill/contracts';
import type { Redis } from 'ioredis';
import { type Clock, systemClock } from '../domain/clock.js';
import { encodeQuestionList } from '../domain/question-list.js';
import type { QuizKeys } from './keys.js';
import { EXPLANATION_LUA, NEXT_LUA, START_LUA, SUBMIT_LUA } from './lua.js';
import { newSeed, newSessionId, type SessionRef } from './session-id.js';

type Reply = (string | number)[];

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
    ...args: (string | number)[]
  ): Promise<Reply>;
  quizExplanation(session: string, explanations: string): Promise<string | null>;
}

export type StartResult =
  | { status: 'ok'; sessionId: string; ref: SessionRef; total: number }
  | { status: 'unloaded' | 'empty' }
  | { status: 'out_of_range'; total: number };

export type NextResult =
  /** `question` is the stored JSON, without position and total. `step` is 0-based. */
  | { status: 'question'; question: string; step: number; total: number }
  | { status: 'finished' | 'missing' | 'unloaded' };

export type SubmitResult =
  | { status: 'ok'; correct: boolean; correctOption: string; score: number; total: number }
  | { status: 'missing' | 'unloaded' | 'no_question' | 'answered' | 'removed' }
  | { status: 'invalid'; labels: string };

export interface Student {
  userId: string;
  username: string;
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
    redis.defineCommand('quizSubmit', { numberOfKeys: 5, lua: SUBMIT_LUA });
    redis.defineCommand('quizExplanation', { numberOfKeys: 2, lua: EXPLANATION_LUA });
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
    if (status === 'ok') return { status, sessionId, ref, total: Number(reply[1]) };
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
    const status = reply[0] as string;
    if (status === 'question') {
      return { status, question: String(reply[1]), step: Number(reply[2]), total: Number(reply[3]) };
    }
    return { status: status as 'finished' | 'missing' | 'unloaded' };
  }

  async submit(student: Student, ref: SessionRef, sessionId: string, answer: string): Promise<SubmitResult> {
    const course = this.keys.course(ref.courseId);
    const reply = await this.redis.quizSubmit(
      this.keys.session(ref.courseId, ref.token),
      course.meta,
      course.answerKeys,
      this.keys.answers,
      this.keys.recentAnswers(ref.courseId, student.userId),
      student.userId,
      student.username,
      answer,
      this.sessionTtlSeconds,
      randomUUID(),
      this.clock.now().toISOString(),
      sessionId,
      RECENT_ANSWERS_TTL_SECONDS,
    );
    const status = reply[0] as string;
    if (status === 'ok') {
      return {
        status,
        correct: reply[1] === 1,
        correctOption: String(reply[2]),
        score: Number(reply[3]),
        total: Number(reply[4]),
      };
    }
    if (status === 'invalid') return { status, labels: String(reply[1]) };
    return { status: status as 'missing' | 'unloaded' | 'no_question' | 'answered' | 'removed' };
  }

  /**
   * The explanation of the session's current question (the one just answered), or null. A call of its own after
   * a graded submit, rather than a longer SUBMIT_LUA: most questions have none, and grading stays as it was.
   */
  async explanation(ref: SessionRef): Promise<string | null> {
    return this.redis.quizExplanation(
      this.keys.session(ref.courseId, ref.token),
      this.keys.course(ref.courseId).explanations,
    );
  }
}

/** The next-question body: the stored question with its 1-based position and the order's length. */
export function questionBody(question: string, step: number, total: number): string {
  return `${question.slice(0, -1)},"position":${step + 1},"total":${total}}`;
}
