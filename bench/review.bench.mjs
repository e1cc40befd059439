// REVIEW start with a big memory (issue 15): one student with 10,000 cards in one 10,000-question course, half of
// them due. Each start reads the cards and the course order, chooses the list (200 most overdue, then new ones)
// and writes the session: what `POST /api/v2/quiz/start?orderType=REVIEW` does, without HTTP. The course's summary
// (`GET /api/v2/quiz/review?courseName=`, the course page's counts) reads the same through the same rule (issue
// 41). Then mastery over time (`GET /api/v2/quiz/review/history`) over that student's review log, three reviews
// per card. Figures only.
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import pino from 'pino';
import { createDatabase, runMigrations, systemClock } from '../packages/service-kit/dist/index.js';
import { migrations } from '../services/quiz/dist/db/migrations/index.js';
import { SCHEMA } from '../services/quiz/dist/db/schema.js';
import { HotPath } from '../services/quiz/dist/hot-path/hot-path.js';
import { QuizKeys } from '../services/quiz/dist/hot-path/keys.js';
import { Memory } from '../services/quiz/dist/memory/memory.js';
import { CourseModel } from '../services/quiz/dist/read-model/course-model.js';
import { courseSnapshot } from './lib/classroom-course.mjs';
import { createBenchEnvironment } from './lib/environment.mjs';
import { latencyPercentiles } from './lib/measure.mjs';

const CARDS = Number(process.env.BENCH_REVIEW_CARDS ?? 10_000);
const STARTS = Number(process.env.BENCH_REVIEW_STARTS ?? 300);
const REVIEWS_PER_CARD = 3;
const HISTORY_READS = Number(process.env.BENCH_REVIEW_HISTORY_READS ?? 50);
const STUDENT = { userId: '00000000-0000-4000-8000-0000000000aa', username: 'review-student' };
const COURSE = { id: 910_000, name: 'bench-review', questions: CARDS, firstQuestionId: 4_000_001 };

const env = await createBenchEnvironment();
const redis = new Redis(env.env.REDIS_URL);
const db = createDatabase({ url: env.env.DATABASE_URL, schema: SCHEMA });
try {
  await runMigrations({
    databaseUrl: env.env.DATABASE_URL,
    schema: SCHEMA,
    migrations,
    logger: pino({ level: 'silent' }),
  });
  const keys = new QuizKeys(env.env.REDIS_KEY_PREFIX);
  const model = new CourseModel(redis, keys);
  await model.merge(courseSnapshot(COURSE));
  // Every question has a card; the even ones are due (spread over the last 30 days), the odd ones in the future.
  await sql`
    insert into cards (user_id, question_id, course_id, due, stability, difficulty, scheduled_days, learning_steps,
      reps, lapses, state, last_review, last_correct, first_answered_at)
    select ${STUDENT.userId}::uuid, ${COURSE.firstQuestionId} + n, ${COURSE.id},
      now() + (case when n % 2 = 0 then -1 else 1 end) * (n % 30 + 1) * interval '1 day',
      5 + n % 40, 5, n % 30 + 1, 0, 3, n % 3, 2, now() - interval '40 days', n % 5 <> 0, now() - interval '40 days'
    from generate_series(0, ${CARDS - 1}) as n`.execute(db);

  const memory = new Memory(db, redis, keys, model, systemClock);
  const hotPath = new HotPath(redis, keys, 3600);
  const latencies = [];
  let listed = 0;
  for (let run = 0; run < STARTS; run += 1) {
    const started = performance.now();
    const chosen = await memory.chooseReview(STUDENT.userId, COURSE.id, 'Europe/Stockholm');
    if (chosen.status !== 'ok') throw new Error('nothing to review');
    const session = await hotPath.start(STUDENT, COURSE.id, 'REVIEW', 0, undefined, chosen.questionIds);
    if (session.status !== 'ok') throw new Error(`start: ${session.status}`);
    latencies.push(performance.now() - started);
    listed = chosen.questionIds.length;
  }
  const summaries = [];
  let counted = 0;
  for (let run = 0; run < STARTS; run += 1) {
    const started = performance.now();
    const summary = await memory.summary(STUDENT.userId, COURSE.id, 'Europe/Stockholm');
    summaries.push(performance.now() - started);
    counted = summary.due;
  }
  console.log(
    `REVIEW start and the course's summary, one student with ${CARDS.toLocaleString('en-US')} cards ` +
      `(${STARTS} of each, one at a time):`,
  );
  console.table({
    'REVIEW start': { ...latencyPercentiles(latencies.slice(10)), 'questions listed': listed },
    summary: { ...latencyPercentiles(summaries.slice(10)), 'due counted': counted },
  });

  // The review log behind the cards: each card reviewed three times over the last 90 days, its stability growing.
  await sql`
    insert into review_log (id, user_id, course_id, question_id, rating, state, due, stability, difficulty,
      scheduled_days, reviewed_at)
    select gen_random_uuid(), ${STUDENT.userId}::uuid, ${COURSE.id}, ${COURSE.firstQuestionId} + n, 3, 2,
      now(), (r + 1) * (n % 15 + 1), 5, 1, now() - ((n + r * 7) % 90) * interval '1 day' - r * interval '1 hour'
    from generate_series(0, ${CARDS - 1}) as n, generate_series(0, ${REVIEWS_PER_CARD - 1}) as r`.execute(db);
  const history = {};
  for (const days of [30, 365]) {
    const times = [];
    for (let run = 0; run < HISTORY_READS; run += 1) {
      const started = performance.now();
      const rows = await memory.history(STUDENT.userId, COURSE.id, days, 'Europe/Stockholm');
      times.push(performance.now() - started);
      if (rows.length !== days) throw new Error(`history: ${rows.length} days, not ${days}`);
    }
    history[`history, ${days} days`] = latencyPercentiles(times.slice(5));
  }
  console.log(
    `\nMastery over time, the same student: ${(CARDS * REVIEWS_PER_CARD).toLocaleString('en-US')} reviews ` +
      `(${HISTORY_READS} reads each, one at a time):`,
  );
  console.table(history);
} finally {
  await db.destroy();
  redis.disconnect();
  await env.cleanup();
}
