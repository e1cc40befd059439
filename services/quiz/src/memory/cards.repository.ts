// The students' cards in Postgres: moved on by quiz-worker from `quiz.answer.recorded` (FSRS, domain/memory.ts),
// forgotten when content deletes a question or changes its right answer, read to choose REVIEW and MISTAKES.
import { DESIRED_RETENTION_DEFAULT, type DomainEvent } from '@quizdrill/contracts';
import { type ColumnTypes, unnestRows } from '@quizdrill/service-kit';
import { type Kysely, sql } from 'kysely';
import type { CardsTable, QuizTables, ReviewLogTable } from '../db/tables.js';
import { type Card, newCard, review } from '../domain/memory.js';

export type Db = Kysely<QuizTables>;
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
      const next = review(before, at, data.correct, retentionOf(data.userId));
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
export async function applyAnswers(db: Db, events: readonly AnswerEvent[]): Promise<void> {
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

/** Forgets every student's card of a question: deleted from its course, or its right answer changed. */
export async function forgetQuestion(db: Db, questionId: number): Promise<void> {
  await db.deleteFrom('cards').where('question_id', '=', questionId).execute();
}

/** Forgets every card of a deleted course. */
export async function forgetCourse(db: Db, courseId: number): Promise<void> {
  await db.deleteFrom('cards').where('course_id', '=', courseId).execute();
}
