// The students' cards in Postgres: moved on by quiz-worker from `quiz.answer.recorded` (FSRS, domain/memory.ts),
// forgotten when content deletes a question or changes its right answer, read to choose REVIEW and MISTAKES and to
// count them, with the one rule of what is due now (isDueNow).
import { DESIRED_RETENTION_DEFAULT, type DomainEvent, MASTERED_STABILITY_DAYS } from '@quizdrill/contracts';
import { type ColumnTypes, type Db, unnestRows } from '@quizdrill/service-kit';
import { type ExpressionBuilder, sql } from 'kysely';
import type { CardsTable, QuizTables, ReviewLogTable } from '../db/tables.js';
import { type Card, creditOf, newCard, review, State } from '../domain/memory.js';
import type { DueCard, PendingCard, StoredCounts } from '../domain/review-queue.js';

type AnswerEvent = DomainEvent<'quiz.answer.recorded'>;

export function cardOf(row: CardsTable): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    // Deprecated in ts-fsrs 5 and not read by it: it counts from last_review.
    elapsed_days: 0,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.last_review,
  };
}

const cardKey = (userId: string, questionId: number) => `${userId}:${questionId}`;

const CARD_KEY_COLUMNS: ColumnTypes<Pick<CardsTable, 'user_id' | 'question_id'>> = {
  user_id: 'uuid',
  question_id: 'int4',
};

const CARD_COLUMNS: ColumnTypes<CardsTable> = {
  ...CARD_KEY_COLUMNS,
  course_id: 'int4',
  due: 'timestamptz',
  stability: 'float8',
  difficulty: 'float8',
  scheduled_days: 'int4',
  learning_steps: 'int4',
  reps: 'int4',
  lapses: 'int4',
  state: 'int2',
  last_review: 'timestamptz',
  last_correct: 'bool',
  first_answered_at: 'timestamptz',
};

const REVIEW_LOG_COLUMNS: ColumnTypes<ReviewLogTable> = {
  id: 'uuid',
  user_id: 'uuid',
  course_id: 'int4',
  question_id: 'int4',
  rating: 'int2',
  state: 'int2',
  due: 'timestamptz',
  stability: 'float8',
  difficulty: 'float8',
  scheduled_days: 'int4',
  reviewed_at: 'timestamptz',
};

/**
 * The cards and review logs a batch of answers makes, from the cards as stored (`stored`, by user and question).
 * Each card takes its answers in answer order; an answer no newer than the card's last review (a late or repeated
 * event) changes nothing. Pure, so the rule is tested without a database.
 */
export function reviewAnswers(
  events: readonly AnswerEvent[],
  stored: ReadonlyMap<string, CardsTable>,
  retentionOf: (userId: string) => number,
): { cards: CardsTable[]; logs: ReviewLogTable[] } {
  const byCard = new Map<string, AnswerEvent[]>();
  for (const event of events) {
    const key = cardKey(event.data.userId, event.data.questionId);
    const list = byCard.get(key) ?? [];
    list.push(event);
    byCard.set(key, list);
  }
  const cards: CardsTable[] = [];
  const logs: ReviewLogTable[] = [];
  for (const [key, answers] of byCard) {
    // Stable: answers with the same time keep the order they came in.
    answers.sort((a, b) => Date.parse(a.data.answeredAt) - Date.parse(b.data.answeredAt));
    let row = stored.get(key);
    let changed = false;
    for (const { id, data } of answers) {
      const at = new Date(data.answeredAt);
      if (row && at <= row.last_review) continue;
      const before = row ? cardOf(row) : newCard(at);
      const next = review(before, at, creditOf(data), retentionOf(data.userId));
      row = {
        user_id: data.userId,
        question_id: data.questionId,
        course_id: data.courseId,
        due: next.card.due,
        stability: next.card.stability,
        difficulty: next.card.difficulty,
        scheduled_days: next.card.scheduled_days,
        learning_steps: next.card.learning_steps,
        reps: next.card.reps,
        lapses: next.card.lapses,
        state: next.card.state,
        last_review: at,
        last_correct: data.correct,
        first_answered_at: row?.first_answered_at ?? at,
      };
      logs.push({
        id,
        user_id: data.userId,
        course_id: data.courseId,
        question_id: data.questionId,
        rating: next.log.rating,
        state: next.card.state,
        due: next.card.due,
        stability: next.card.stability,
        difficulty: next.card.difficulty,
        scheduled_days: next.card.scheduled_days,
        reviewed_at: at,
      });
      changed = true;
    }
    if (changed && row) cards.push(row);
  }
  return { cards, logs };
}

/**
 * Applies a batch of answers to their cards in one transaction. An event already in the review log (redelivered)
 * is skipped; the cards are locked in a fixed order so two replicas' batches cannot deadlock, and the upsert only
 * moves a card forward in time, so a batch racing another never steps a card back.
 */
export async function applyAnswers(db: Db<QuizTables>, events: readonly AnswerEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const seen = new Set(
      (
        await trx
          .selectFrom('review_log')
          .select('id')
          .where('id', '=', (eb) => eb.fn.any(eb.val(events.map((event) => event.id))))
          .execute()
      ).map((row) => row.id),
    );
    const unique = new Map<string, AnswerEvent>();
    for (const event of events) if (!seen.has(event.id)) unique.set(event.id, event);
    const fresh = [...unique.values()];
    if (fresh.length === 0) return;

    const pairs = unnestRows(
      [...new Map(fresh.map(({ data }) => [cardKey(data.userId, data.questionId), data])).values()].map(
        (data) => ({ user_id: data.userId, question_id: data.questionId }),
      ),
      CARD_KEY_COLUMNS,
    );
    const storedRows = await trx
      .selectFrom('cards')
      .selectAll()
      .where(sql<boolean>`(user_id, question_id) in (${pairs.rows})`)
      .orderBy('user_id')
      .orderBy('question_id')
      .forUpdate()
      .execute();
    const stored = new Map(storedRows.map((row) => [cardKey(row.user_id, row.question_id), row]));

    const userIds = [...new Set(fresh.map(({ data }) => data.userId))];
    const preferences = await trx
      .selectFrom('preferences')
      .select(['user_id', 'desired_retention'])
      .where('user_id', '=', (eb) => eb.fn.any(eb.val(userIds)))
      .execute();
    const retention = new Map(preferences.map((row) => [row.user_id, row.desired_retention]));

    const { cards, logs } = reviewAnswers(
      fresh,
      stored,
      (userId) => retention.get(userId) ?? DESIRED_RETENTION_DEFAULT,
    );
    if (cards.length > 0) {
      const rows = unnestRows(
        cards.sort((a, b) => a.user_id.localeCompare(b.user_id) || a.question_id - b.question_id),
        CARD_COLUMNS,
      );
      await trx
        .insertInto('cards')
        .columns(rows.columns)
        .expression(rows.rows)
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'question_id'])
            .doUpdateSet({
              course_id: sql`excluded.course_id`,
              due: sql`excluded.due`,
              stability: sql`excluded.stability`,
              difficulty: sql`excluded.difficulty`,
              scheduled_days: sql`excluded.scheduled_days`,
              learning_steps: sql`excluded.learning_steps`,
              reps: sql`excluded.reps`,
              lapses: sql`excluded.lapses`,
              state: sql`excluded.state`,
              last_review: sql`excluded.last_review`,
              last_correct: sql`excluded.last_correct`,
              first_answered_at: sql`least(cards.first_answered_at, excluded.first_answered_at)`,
            })
            .where(sql<boolean>`cards.last_review < excluded.last_review`),
        )
        .execute();
    }
    if (logs.length > 0) {
      const rows = unnestRows(logs, REVIEW_LOG_COLUMNS);
      await trx
        .insertInto('review_log')
        .columns(rows.columns)
        .expression(rows.rows)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    }
  });
}

/** The moment "due now" is read at, in the student's day (their time zone). */
export interface DayMoment {
  now: Date;
  dayStart: Date;
  dayEnd: Date;
}

/**
 * Whether a card is due now: the one definition every count of reviews and every REVIEW session use (issue 41). A
 * learning or relearning step is minutes long and due at its exact time. A review is scheduled in whole days and
 * due all through the day it falls due in, as in Anki: the student who opens the app in the morning sees, and
 * reviews, that day's cards, instead of a count that grows during the day. Index-friendly: both branches lie below
 * `dayEnd` (cards_user_course_due).
 */
function isDueNow(eb: ExpressionBuilder<QuizTables, 'cards'>, at: DayMoment) {
  return eb.and([
    eb('due', '<', at.dayEnd),
    eb.or([eb('state', '=', State.Review), eb('due', '<=', at.now)]),
  ]);
}

const courseCards = (db: Db<QuizTables>, userId: string, courseId: number) =>
  db.selectFrom('cards').where('user_id', '=', userId).where('course_id', '=', courseId);

/** Counts over every card the student has in the course, in one pass. */
export async function storedCounts(
  db: Db<QuizTables>,
  userId: string,
  courseId: number,
  at: DayMoment,
): Promise<StoredCounts> {
  const row = await courseCards(db, userId, courseId)
    .select((eb) => [
      eb.fn.countAll<string>().as('cards'),
      eb.fn.countAll<string>().filterWhere('stability', '>=', MASTERED_STABILITY_DAYS).as('mastered'),
      eb.fn.countAll<string>().filterWhere('last_correct', '=', false).as('mistakes'),
      eb.fn.countAll<string>().filterWhere('first_answered_at', '>=', at.dayStart).as('begunToday'),
      eb.fn.countAll<string>().filterWhere(isDueNow(eb, at)).as('dueNow'),
      eb.fn.countAll<string>().filterWhere('due', '<', at.dayEnd).as('dueToday'),
      eb.fn
        .min('due')
        .filterWhere((filter) =>
          filter.and([filter.not(isDueNow(filter, at)), filter('state', '<>', State.Review)]),
        )
        .as('nextLearningDue'),
      eb.fn
        .min('due')
        .filterWhere((filter) =>
          filter.and([filter.not(isDueNow(filter, at)), filter('state', '=', State.Review)]),
        )
        .as('nextReviewDue'),
    ])
    .executeTakeFirstOrThrow();
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    cards: Number(row.cards),
    mastered: Number(row.mastered),
    mistakes: Number(row.mistakes),
    begunToday: Number(row.begunToday),
    dueNow: Number(row.dueNow),
    dueToday: Number(row.dueToday),
    nextLearningDue: date(row.nextLearningDue as Date | string | null),
    nextReviewDue: date(row.nextReviewDue as Date | string | null),
  };
}

/** The cards due now, most overdue first, at most `limit`: read through their index. */
export async function dueCards(
  db: Db<QuizTables>,
  userId: string,
  courseId: number,
  at: DayMoment,
  limit: number,
): Promise<DueCard[]> {
  const rows = await courseCards(db, userId, courseId)
    .select(['question_id as questionId', 'state', 'due'])
    .where((eb) => isDueNow(eb, at))
    .orderBy('due')
    .orderBy('question_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, state: row.state as State }));
}

/** The stored cards of these questions (answered since quiz-worker stored them), as the queue corrects for them. */
export async function pendingCards(
  db: Db<QuizTables>,
  userId: string,
  courseId: number,
  questionIds: readonly number[],
  at: DayMoment,
): Promise<PendingCard[]> {
  if (questionIds.length === 0) return [];
  const rows = await courseCards(db, userId, courseId)
    .select(['question_id as questionId', 'last_correct as lastCorrect'])
    .select((eb) => [isDueNow(eb, at).as('dueNow'), eb('due', '<', at.dayEnd).as('dueToday')])
    .where('question_id', 'in', [...questionIds])
    .execute();
  // Postgres answers booleans as booleans; kysely's SqlBool also allows MySQL's 0 and 1.
  return rows.map((row) => ({ ...row, dueNow: row.dueNow === true, dueToday: row.dueToday === true }));
}

/** Every question of the course the student has a card for. */
export async function answeredQuestions(
  db: Db<QuizTables>,
  userId: string,
  courseId: number,
): Promise<Set<number>> {
  const rows = await courseCards(db, userId, courseId).select('question_id').execute();
  return new Set(rows.map((row) => row.question_id));
}

/** The cards of the course with their last answer: MISTAKES. */
export function lastAnswers(
  db: Db<QuizTables>,
  userId: string,
  courseId: number,
): Promise<{ questionId: number; lastCorrect: boolean }[]> {
  return courseCards(db, userId, courseId)
    .select(['question_id as questionId', 'last_correct as lastCorrect'])
    .execute();
}

/** Forgets every student's card of a question: deleted from its course, or its right answer changed. */
export async function forgetQuestion(db: Db<QuizTables>, questionId: number): Promise<void> {
  await db.deleteFrom('cards').where('question_id', '=', questionId).execute();
}

/** Forgets every card of a deleted course. */
export async function forgetCourse(db: Db<QuizTables>, courseId: number): Promise<void> {
  await db.deleteFrom('cards').where('course_id', '=', courseId).execute();
}

/** The courses the student has cards in. */
export async function coursesWithCards(db: Db<QuizTables>, userId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('cards')
    .select('course_id')
    .distinct()
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.course_id);
}

/** Which of these answers (their event ids) quiz-worker has applied to the cards: those in the review log. */
export async function appliedAnswers(db: Db<QuizTables>, eventIds: readonly string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db.selectFrom('review_log').select('id').where('id', 'in', eventIds).execute();
  return new Set(rows.map((row) => row.id));
}
