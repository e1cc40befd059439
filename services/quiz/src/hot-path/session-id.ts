// Session ids: `<courseId>.<22 random base64url characters>` (128 bits). The course id is in the id so the
// session's key and its course's keys are known before the first Redis call (one round trip per request).
import { randomBytes, randomInt } from 'node:crypto';

export interface SessionRef {
  courseId: number;
  token: string;
}

const SESSION_ID = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/;

export function newSessionId(courseId: number): { sessionId: string; ref: SessionRef } {
  const token = randomBytes(16).toString('base64url');
  return { sessionId: `${courseId}.${token}`, ref: { courseId, token } };
}

/** The parts of a session id, or undefined when it cannot be one of ours. */
export function parseSessionId(sessionId: string): SessionRef | undefined {
  const match = SESSION_ID.exec(sessionId);
  if (!match) return undefined;
  return { courseId: Number(match[1]), token: match[2]! };
}

/** The seed of a RANDOM session's order (31 bits, so Lua's arithmetic on it stays exact). */
export function newSeed(): number {
  return randomInt(0, 2 ** 31);
}
