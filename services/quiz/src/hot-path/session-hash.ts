// A quiz session as Redis holds it: one hash with one- and two-letter field names, because every student's session
// is kept for days and its size counts (lua.ts). The scripts write and read these fields; TypeScript reads a session
// only through decodeSession, so the names below are the one place the letters are spelled out for it.
import type { OrderType } from '@quizdrill/contracts';
import type { Redis } from 'ioredis';
import { decodeQuestionList } from '../domain/question-list.js';
import type { QuizSession } from '../domain/session.js';

/** The hash field of each part of a session (the same letters as in lua.ts's scripts). */
export const SESSION_FIELDS = {
  owner: 'u',
  order: 'o',
  seed: 's',
  questionCount: 'n',
  step: 'p',
  currentQuestionId: 'q',
  answered: 'a',
  score: 'sc',
  total: 't',
  questionIds: 'l',
} as const satisfies Record<keyof QuizSession, string>;

/** The session in a hash as HGETALL answers it; undefined for no session (never started, or expired). */
export function decodeSession(hash: Record<string, string>): QuizSession | undefined {
  const field = (name: keyof QuizSession) => hash[SESSION_FIELDS[name]];
  const owner = field('owner');
  if (owner === undefined) return undefined;
  const currentQuestionId = field('currentQuestionId');
  const list = field('questionIds');
  return {
    owner,
    order: field('order') as OrderType,
    seed: Number(field('seed')),
    questionCount: Number(field('questionCount')),
    step: Number(field('step')),
    currentQuestionId: currentQuestionId === undefined ? null : Number(currentQuestionId),
    answered: field('answered') === '1',
    score: Number(field('score')),
    total: Number(field('total')),
    questionIds: list === undefined ? null : decodeQuestionList(list),
  };
}

export async function readSession(redis: Redis, key: string): Promise<QuizSession | undefined> {
  return decodeSession(await redis.hgetall(key));
}
