// A team's join code (issue 41): random, 8 characters of an alphabet without look-alikes (contracts' rules/teams.ts),
// and the budget of wrong codes one signed-in user may try, a pure policy kept in Postgres by the repository.
import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@quizdrill/contracts';

/** A new code, each character drawn uniformly (randomInt rejects the biased remainder). */
export function newJoinCode(draw: (below: number) => number = randomInt): string {
  return Array.from(
    { length: JOIN_CODE_LENGTH },
    () => JOIN_CODE_ALPHABET[draw(JOIN_CODE_ALPHABET.length)],
  ).join('');
}

export interface GuessPolicy {
  /** Wrong codes allowed in one window. */
  perWindow: number;
  windowSeconds: number;
}

export interface GuessWindow {
  /** Codes tried in this window that joined no one. */
  wrong: number;
  startedAt: Date;
}

export type GuessTaken =
  | { allowed: true; next: GuessWindow }
  | { allowed: false; retryAfterSeconds: number; next: GuessWindow };

/**
 * One attempt at a code, counted before the code is looked up, so a burst of parallel guesses cannot all slip
 * past; an attempt whose code was a team's is given back (the repository's refundJoinGuess). A window begins with
 * the first attempt.
 */
export function takeGuess(previous: GuessWindow | undefined, now: Date, policy: GuessPolicy): GuessTaken {
  const windowEnd = previous && previous.startedAt.getTime() + policy.windowSeconds * 1000;
  if (!previous || windowEnd! <= now.getTime()) return { allowed: true, next: { wrong: 1, startedAt: now } };
  if (previous.wrong < policy.perWindow) {
    return { allowed: true, next: { wrong: previous.wrong + 1, startedAt: previous.startedAt } };
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd! - now.getTime()) / 1000));
  return { allowed: false, retryAfterSeconds, next: previous };
}
