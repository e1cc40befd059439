// quiz's part in a user's rights (issue 44): export their history and memory, erase them on `users.user.erased`.
import { type Infrastructure, type ServiceScope, startPrivacy } from '@quizdrill/service-kit';
import type { QuizTables } from '../db/tables.js';
import type { QuizKeys } from '../hot-path/keys.js';
import { parseSessionId } from '../hot-path/session-id.js';
import { eraseUserRows, userRows } from './privacy.repository.js';

/** The user's keys in Redis: the newest session per course, each of those sessions, the last day's answers. */
async function eraseHotPath(infrastructure: Infrastructure<QuizTables>, keys: QuizKeys, userId: string) {
  const { redis } = infrastructure;
  const latest = await redis.hgetall(keys.latestSessions(userId));
  const doomed = [keys.latestSessions(userId)];
  for (const [courseId, sessionId] of Object.entries(latest)) {
    const ref = parseSessionId(sessionId);
    if (ref) doomed.push(keys.session(ref.courseId, ref.token));
    doomed.push(keys.recentAnswers(courseId, userId));
  }
  for (const key of doomed) await redis.del(key);
}

export function startQuizPrivacy(
  infrastructure: Infrastructure<QuizTables>,
  options: ServiceScope & { keys: QuizKeys },
): Promise<void> {
  const { db } = infrastructure;
  return startPrivacy(infrastructure, {
    ...options,
    service: 'quiz',
    exportUser: (user) => userRows(db, user.userId),
    eraseUser: async (user) => {
      await eraseHotPath(infrastructure, options.keys, user.userId);
      await eraseUserRows(db, user.userId);
      return [];
    },
  });
}
