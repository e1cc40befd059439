// Assignments and the drill answers they are counted from, in Postgres.
import type { DomainEvent, EventData } from '@quizdrill/contracts';
import { type ColumnTypes, type Db, unnestRows } from '@quizdrill/service-kit';
import { type Selectable, sql, type Updateable } from 'kysely';
import type { AssignmentsTable, ClassroomTables, DrillAnswersTable } from '../db/tables.js';
import type { LatestAnswer } from '../domain/assignment-progress.js';
import { grouped } from '../domain/grouped.js';

/** An assignment with its team's name (the team may be gone: then the name it had when it was deleted). */
export type AssignmentRow = Selectable<AssignmentsTable> & { group_name: string };

/** The newest assignments an admin's list shows (theirs and everyone's). */
const LISTED_ASSIGNMENTS = 200;

const withTeam = (db: Db<ClassroomTables>) =>
  db
    .selectFrom('assignments')
    .leftJoin('teams', 'teams.id', 'assignments.group_id')
    .selectAll('assignments')
    .select(sql<string>`coalesce(teams.name, '')`.as('group_name'));

export async function insertAssignment(db: Db<ClassroomTables>, row: AssignmentsTable): Promise<void> {
  await db.insertInto('assignments').values(row).execute();
}

export function findAssignment(db: Db<ClassroomTables>, id: string): Promise<AssignmentRow | undefined> {
  return withTeam(db).where('assignments.id', '=', id).executeTakeFirst();
}

export async function updateAssignment(
  db: Db<ClassroomTables>,
  id: string,
  changes: Pick<Updateable<AssignmentsTable>, 'due_at' | 'note'>,
): Promise<void> {
  await db.updateTable('assignments').set(changes).where('id', '=', id).execute();
}

export async function deleteAssignment(db: Db<ClassroomTables>, id: string): Promise<void> {
  await db.deleteFrom('assignments').where('id', '=', id).execute();
}

/**
 * The open assignments of the teams (not deleted) `userId` is a member of, due soonest first (undated last). One
 * query: the membership is joined, not looked up first.
 */
export function openAssignedTo(db: Db<ClassroomTables>, userId: string): Promise<AssignmentRow[]> {
  return withTeam(db)
    .innerJoin('team_members', (join) =>
      join
        .onRef('team_members.group_id', '=', 'assignments.group_id')
        .on('team_members.user_id', '=', userId)
        .on('team_members.member', '=', true),
    )
    .where('teams.deleted_at', 'is', null)
    .where('assignments.closed_at', 'is', null)
    .orderBy(sql`assignments.due_at asc nulls last`)
    .orderBy('assignments.created_at', 'desc')
    .execute();
}

/** Those `userId` made (every one when `userId` is undefined: an admin), newest first. */
export function madeBy(db: Db<ClassroomTables>, userId: string | undefined): Promise<AssignmentRow[]> {
  let query = withTeam(db);
  if (userId !== undefined) query = query.where('assignments.created_by_id', '=', userId);
  return query.orderBy('assignments.created_at', 'desc').limit(LISTED_ASSIGNMENTS).execute();
}

/** Closes the team's or the course's open assignments: they no longer count answers from `at` on. */
export async function closeAssignments(
  db: Db<ClassroomTables>,
  where: { groupId: string } | { courseId: number },
  at: Date,
): Promise<void> {
  let query = db
    .updateTable('assignments')
    .set({ closed_at: at, closed_reason: 'groupId' in where ? 'team_deleted' : 'course_deleted' })
    .where('closed_at', 'is', null);
  query =
    'groupId' in where
      ? query.where('group_id', '=', where.groupId)
      : query.where('course_id', '=', where.courseId);
  await query.execute();
}

/** A course renamed in content as of `at`: its assignments show today's names, unless newer ones are stored. */
export async function courseRenamed(
  db: Db<ClassroomTables>,
  course: EventData<'content.course.upserted'>,
  at: Date,
): Promise<void> {
  await db
    .updateTable('assignments')
    .set({
      course_name: course.name,
      course_display_name: course.displayName,
      course_language: course.language,
      course_named_at: at,
    })
    .where('course_id', '=', course.id)
    .where('course_named_at', '<', at)
    .execute();
}

const DRILL_ANSWER_COLUMNS: ColumnTypes<DrillAnswersTable> = {
  event_id: 'uuid',
  user_id: 'uuid',
  course_id: 'int4',
  question_id: 'int4',
  answer: 'text',
  correct: 'bool',
  credit: 'float8',
  answered_at: 'timestamptz',
};

/**
 * Stores a batch of drill answers; an answer seen before (a redelivered event) changes nothing. Only answers on a
 * course with an open assignment are kept: an assignment counts answers from when it was made, so one on any other
 * course can never count.
 */
export async function recordAnswers(
  db: Db<ClassroomTables>,
  events: DomainEvent<'quiz.answer.recorded'>[],
): Promise<void> {
  if (events.length === 0) return;
  const assigned = await db
    .selectFrom('assignments')
    .select('course_id')
    .distinct()
    .where('closed_at', 'is', null)
    .where('course_id', 'in', [...new Set(events.map((event) => event.data.courseId))])
    .execute();
  const courses = new Set(assigned.map((row) => row.course_id));
  const counted = events.filter((event) => courses.has(event.data.courseId));
  if (counted.length === 0) return;
  const rows = unnestRows(
    counted.map(({ id, data }) => ({
      event_id: id,
      user_id: data.userId,
      course_id: data.courseId,
      question_id: data.questionId,
      answer: data.answer,
      correct: data.correct,
      credit: data.credit ?? null,
      answered_at: new Date(data.answeredAt),
    })),
    DRILL_ANSWER_COLUMNS,
  );
  await db
    .insertInto('drill_answers')
    .columns(rows.columns)
    .expression(rows.rows)
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .execute();
}

/** Each member's answers on the assignments' courses in [made, closed), one row per answer, before any select. */
function membersAnswersInWindow(db: Db<ClassroomTables>, assignmentIds: readonly string[]) {
  return db
    .selectFrom('assignments')
    .innerJoin('team_members', (join) =>
      join.onRef('team_members.group_id', '=', 'assignments.group_id').on('team_members.member', '=', true),
    )
    .innerJoin('drill_answers', (join) =>
      join
        .onRef('drill_answers.course_id', '=', 'assignments.course_id')
        .onRef('drill_answers.user_id', '=', 'team_members.user_id')
        .onRef('drill_answers.answered_at', '>=', 'assignments.created_at'),
    )
    .where('assignments.id', '=', sql<string>`any(${sql.val(assignmentIds)}::uuid[])`)
    .where((eb) =>
      eb.or([
        eb('assignments.closed_at', 'is', null),
        eb('drill_answers.answered_at', '<', eb.ref('assignments.closed_at')),
      ]),
    );
}

/**
 * For each of the assignments, each member's latest answer to each question on its course in [made, closed): what
 * the assignment counts. One query for them all (a list shows up to LISTED_ASSIGNMENTS); `userId` narrows it to one
 * member (a student's own progress). Answers to questions since deleted from the course come too: the caller knows
 * today's questions and leaves them out (assignment-progress.ts).
 */
export async function latestAnswers(
  db: Db<ClassroomTables>,
  assignmentIds: readonly string[],
  userId?: string,
): Promise<Map<string, LatestAnswer[]>> {
  if (assignmentIds.length === 0) return new Map();
  let select = membersAnswersInWindow(db, assignmentIds)
    .distinctOn(['assignments.id', 'drill_answers.user_id', 'drill_answers.question_id'])
    .select([
      'assignments.id as assignmentId',
      'drill_answers.user_id as userId',
      'drill_answers.question_id as questionId',
      'drill_answers.answer',
      'drill_answers.correct',
      'drill_answers.credit',
      'drill_answers.answered_at as answeredAt',
    ]);
  if (userId !== undefined) select = select.where('team_members.user_id', '=', userId);
  const rows = await select
    .orderBy('assignments.id')
    .orderBy('drill_answers.user_id')
    .orderBy('drill_answers.question_id')
    .orderBy('drill_answers.answered_at', 'desc')
    .orderBy('drill_answers.event_id', 'desc')
    .execute();
  return grouped(rows.map(({ assignmentId, ...answer }) => [assignmentId, answer] as const));
}

/** How many of an assignment's questions one member has answered (only members with at least one). */
export interface AnsweredCount {
  userId: string;
  answered: number;
}

/**
 * For each of the assignments, how many of `questionIds` (its course's questions today) each member has answered in
 * [made, closed): a teacher's list needs only these counts, one row per student instead of one per answer
 * (latestAnswers), counted in Postgres. One query for them all.
 */
export async function answeredCounts(
  db: Db<ClassroomTables>,
  assignments: readonly { assignmentId: string; questionIds: readonly number[] }[],
): Promise<Map<string, AnsweredCount[]>> {
  if (assignments.length === 0) return new Map();
  // One (assignment, question) pair per row: two arrays of the same length, since each course has its own count.
  const pairs = assignments.flatMap(({ assignmentId, questionIds }) =>
    questionIds.map((questionId) => [assignmentId, questionId] as const),
  );
  const rows = await membersAnswersInWindow(
    db,
    assignments.map(({ assignmentId }) => assignmentId),
  )
    .select([
      'assignments.id as assignmentId',
      'team_members.user_id as userId',
      (eb) => eb.fn.count<string>('drill_answers.question_id').distinct().as('answered'),
    ])
    .where(
      (eb) =>
        sql<boolean>`(${eb.ref('assignments.id')}, ${eb.ref('drill_answers.question_id')}) in (select * from unnest(${sql.val(
          pairs.map(([assignmentId]) => assignmentId),
        )}::uuid[], ${sql.val(pairs.map(([, questionId]) => questionId))}::int[]))`,
    )
    .groupBy(['assignments.id', 'team_members.user_id'])
    .execute();
  return grouped(
    rows.map(
      ({ assignmentId, userId, answered }) => [assignmentId, { userId, answered: Number(answered) }] as const,
    ),
  );
}
