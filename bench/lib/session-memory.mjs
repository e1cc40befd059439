// Redis bytes per live quiz session, for a small and a large course: a session must not grow with its course.
import { MISTAKES_MAX, REVIEW_DUE_MAX, REVIEW_NEW_PER_DAY } from '@quizdrill/contracts';
import { CourseModel, HotPath, parseSessionId, QuizKeys } from '../../services/quiz/dist/hot-path/index.js';
import { courseSnapshot } from './classroom-course.mjs';

/** The course's own orders: a session holds where it is, never the course's questions. */
export const COURSE_ORDER_TYPES = ['ORDER', 'RANDOM', 'REVERSE'];
/**
 * REVIEW and MISTAKES sessions hold the question list chosen at start, bounded by the rules (issue 15): at most
 * 200 due cards and 20 new questions, at most 200 mistakes.
 */
export const LIST_MAX = { REVIEW: REVIEW_DUE_MAX + REVIEW_NEW_PER_DAY, MISTAKES: MISTAKES_MAX };
const ORDER_TYPES = [...COURSE_ORDER_TYPES, ...Object.keys(LIST_MAX)];
const STUDENT = { userId: '00000000-0000-4000-8000-000000000001', username: 'memory-student' };
/**
 * One seed for every session: Redis stores small integers in fewer bytes, so random seeds would make sessions
 * differ by a byte or two for no reason to do with the course. This one needs the widest encoding (31 bits).
 */
const SEED = 2 ** 31 - 1;
// The same number of digits in both courses' question ids: the session stores the current one.
const COURSES = [
  { id: 900010, name: 'bench-memory-10', questions: 10, firstQuestionId: 2_000_001 },
  { id: 900011, name: 'bench-memory-10000', questions: 10_000, firstQuestionId: 3_000_001 },
];

/**
 * For each course size and order type: a session started, shown its first question and answered once (moving on
 * to the second, as the students answer), then measured with MEMORY USAGE (key, value and Redis's own overhead
 * for them). `keyPrefix` should be one no service reads: the answers these sessions record must not be relayed.
 */
export async function measureSessionBytes(redis, keyPrefix) {
  const keys = new QuizKeys(keyPrefix);
  const model = new CourseModel(redis, keys);
  const hotPath = new HotPath(redis, keys, 3600);
  const rows = {};
  for (const course of COURSES) {
    await model.merge(courseSnapshot(course));
    const row = {};
    for (const orderType of ORDER_TYPES) {
      // REVIEW's or MISTAKES's list, the longest it can be: the session grows with it up to its bound, never with
      // the course.
      const list = Array.from(
        { length: Math.min(course.questions, LIST_MAX[orderType] ?? 0) },
        (_, i) => course.firstQuestionId + i,
      );
      const started = await hotPath.start(STUDENT, course.id, orderType, 0, SEED, list);
      if (started.status !== 'ok')
        throw new Error(`could not start a ${orderType} session: ${started.status}`);
      const ref = parseSessionId(started.sessionId);
      const shown = await hotPath.next(STUDENT, ref);
      await hotPath.submit(STUDENT, ref, started.sessionId, 'A', JSON.parse(shown.question).id);
      row[orderType] = await redis.memory('USAGE', keys.session(ref.courseId, ref.token), 'SAMPLES', '0');
    }
    rows[`${course.questions.toLocaleString('en-US')} questions`] = row;
  }
  return rows;
}
