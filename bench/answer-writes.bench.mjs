// The durable answer pipeline's Postgres writers, alone: what each costs per answer, in the consumer process and in
// Postgres, for batches as the consumers take them (500 answers, from a class of 1,000 students a question apart).
// quiz-answers (the answer history and the sessions), quiz-cards (FSRS cards and the review log) and classroom-answers
// (the drill answers assignments count). The classroom bench runs them behind the relay at saturation, where a writer
// that costs less shows as a smaller backlog rather than more answers/s; this one isolates them. Prints figures; not
// a pass/fail test.
//
// Settings (environment): BENCH_WRITE_BATCHES (measured batches per writer, 40), BENCH_WRITE_BATCH_SIZE (500).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { createDatabase, runMigrations } from '../packages/service-kit/dist/index.js';
import { createTestDatabase } from '../packages/test-kit/dist/index.js';
import { recordAnswers as recordDrillAnswers } from '../services/classroom/dist/assignments/assignments.repository.js';
import { migrations as classroomMigrations } from '../services/classroom/dist/db/migrations/index.js';
import { SCHEMA as CLASSROOM_SCHEMA } from '../services/classroom/dist/db/schema.js';
import { recordAnswers } from '../services/quiz/dist/answers/answers.repository.js';
import { migrations as quizMigrations } from '../services/quiz/dist/db/migrations/index.js';
import { SCHEMA as QUIZ_SCHEMA } from '../services/quiz/dist/db/schema.js';
import { applyAnswers } from '../services/quiz/dist/memory/cards.repository.js';
import { processCpuSeconds, spentBetween } from './lib/measure.mjs';

const BATCHES = Number(process.env.BENCH_WRITE_BATCHES ?? 40);
const BATCH_SIZE = Number(process.env.BENCH_WRITE_BATCH_SIZE ?? 500);
const WARMUP_BATCHES = 5;
const STUDENTS = 1000;
const COURSE_ID = 1;

/** A class answering: student i's n-th answer is question n of their session, every answer 2 ms after the last. */
function answerStream() {
  const students = Array.from({ length: STUDENTS }, () => ({
    userId: randomUUID(),
    sessionId: randomUUID(),
  }));
  const start = Date.parse('2026-11-24T10:00:00Z');
  let count = 0;
  return (size) =>
    Array.from({ length: size }, () => {
      const index = count++;
      const { userId, sessionId } = students[index % STUDENTS];
      const step = Math.floor(index / STUDENTS) + 1;
      const answeredAt = new Date(start + index * 2).toISOString();
      return {
        id: randomUUID(),
        type: 'quiz.answer.recorded',
        version: 2,
        occurredAt: answeredAt,
        data: {
          userId,
          username: `student-${index % STUDENTS}`,
          sessionId,
          courseId: COURSE_ID,
          courseName: 'bench-course',
          orderType: 'ORDER',
          questionId: step,
          answer: 'A',
          correct: index % 3 !== 0,
          position: step,
          total: 1000,
          score: step,
          answered: step,
          finished: false,
          answeredAt,
        },
      };
    });
}

async function measure(name, db, write) {
  const next = answerStream();
  for (let batch = 0; batch < WARMUP_BATCHES; batch++) await write(db, next(BATCH_SIZE));
  const batches = Array.from({ length: BATCHES }, () => next(BATCH_SIZE));
  const cpu = process.cpuUsage();
  const postgres = processCpuSeconds('postgres');
  const started = performance.now();
  for (const batch of batches) await write(db, batch);
  const wallMs = performance.now() - started;
  const answers = BATCHES * BATCH_SIZE;
  const { user, system } = process.cpuUsage(cpu);
  const perAnswer = (microseconds) => Number((microseconds / answers).toFixed(1));
  return {
    writer: name,
    'consumer µs': perAnswer(user + system),
    'postgres µs': perAnswer(spentBetween(postgres, processCpuSeconds('postgres')) * 1e6),
    'wall µs': perAnswer(wallMs * 1000),
    'answers/s, one writer': Math.round(answers / (wallMs / 1000)),
  };
}

const logger = pino({ level: 'warn' });
const database = await createTestDatabase();
const quiz = createDatabase({ url: database.url, schema: QUIZ_SCHEMA }, logger);
const classroom = createDatabase({ url: database.url, schema: CLASSROOM_SCHEMA }, logger);
try {
  await runMigrations({ databaseUrl: database.url, schema: QUIZ_SCHEMA, migrations: quizMigrations, logger });
  await runMigrations({
    databaseUrl: database.url,
    schema: CLASSROOM_SCHEMA,
    migrations: classroomMigrations,
    logger,
  });
  // An open assignment on the course, so that classroom keeps its answers.
  const now = new Date();
  await classroom
    .insertInto('assignments')
    .values({
      id: randomUUID(),
      group_id: randomUUID(),
      course_id: COURSE_ID,
      course_name: 'bench-course',
      course_display_name: 'Bench course',
      course_language: 'sv',
      course_named_at: now,
      created_by_id: randomUUID(),
      created_by_username: 'teacher',
      due_at: null,
      note: null,
      created_at: new Date(0),
      closed_at: null,
      closed_reason: null,
    })
    .execute();

  console.log(
    `answer-writes: Node ${process.version}, ${BATCHES} batches of ${BATCH_SIZE} answers per writer (after ${WARMUP_BATCHES} to warm up), from ${STUDENTS} students; CPU per answer, µs of one core`,
  );
  console.table([
    await measure('quiz-answers (answers, sessions)', quiz, recordAnswers),
    await measure('quiz-cards (cards, review log)', quiz, applyAnswers),
    await measure('classroom-answers (drill answers)', classroom, recordDrillAnswers),
  ]);
} finally {
  await quiz.destroy();
  await classroom.destroy();
  await database.drop();
}
