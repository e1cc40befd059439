// Mastery over time (issue 15): what the student's latest answer to each question had made of it at the end of each
// day, read from the review log. The cards table only knows today; the log knows every day.

import { MASTERED_STABILITY_DAYS, type ReviewHistoryDay } from '@quizdrill/contracts';
import type { Db } from '@quizdrill/service-kit';
import { sql } from 'kysely';
import type { QuizTables } from '../db/tables.js';

export interface HistoryRequest {
  userId: string;
  courseId: number;
  /** The course's questions now: a deleted question leaves every day, as it leaves the summary. */
  questionIds: readonly number[];
  days: number;
  timeZone: string;
  now: Date;
}

/**
 * One row per day, oldest first, today last. A review holds from its own day until the day of the question's next
 * review (`lead`): at the end of each day in between it is the question's latest. So each review adds one to its
 * kind (learning or mastered) on its day and takes it away on the next review's day, and a running sum over the
 * days gives the counts: one pass over the student's reviews of the course (their (user_id, course_id,
 * reviewed_at) index) and one over the days, however long the log or the span. Days are the user's, in `timeZone`.
 */
export async function masteryHistory(
  db: Db<QuizTables>,
  request: HistoryRequest,
): Promise<ReviewHistoryDay[]> {
  const { userId, courseId, questionIds, days, timeZone, now } = request;
  const rows = await sql<{ date: string; learning: string | null; mastered: string | null }>`
    with bounds as (
      select today - ${days - 1}::int as first_day, today
      from (select (${now}::timestamptz at time zone ${timeZone}::text)::date as today) as local
    ),
    reviews as (
      select review_log.stability >= ${MASTERED_STABILITY_DAYS} as mastered,
        (review_log.reviewed_at at time zone ${timeZone}::text)::date as from_day,
        (lead(review_log.reviewed_at) over (
          partition by review_log.question_id order by review_log.reviewed_at, review_log.id
        ) at time zone ${timeZone}::text)::date as to_day
      from review_log
      join unnest(${sql.val(questionIds)}::int[]) as present(question_id)
        on present.question_id = review_log.question_id
      where review_log.user_id = ${userId} and review_log.course_id = ${courseId}
    ),
    deltas as (
      select from_day as day, mastered, 1 as delta from reviews where to_day is null or to_day > from_day
      union all
      select to_day, mastered, -1 from reviews where to_day > from_day
    ),
    per_day as (
      -- Whatever happened before the first day shown is where that day starts from.
      select greatest(day, bounds.first_day) as day,
        sum(delta) filter (where mastered) as mastered,
        sum(delta) filter (where not mastered) as learning
      from deltas, bounds
      where day <= bounds.today
      group by 1
    )
    select to_char(series.day, 'YYYY-MM-DD') as date,
      sum(coalesce(per_day.learning, 0)) over (order by series.day) as learning,
      sum(coalesce(per_day.mastered, 0)) over (order by series.day) as mastered
    from bounds,
      lateral (select d::date as day from generate_series(bounds.first_day, bounds.today, interval '1 day') as d)
        as series
    left join per_day on per_day.day = series.day
    order by series.day
  `.execute(db);
  return rows.rows.map((row) => {
    const learning = Number(row.learning);
    const mastered = Number(row.mastered);
    return {
      date: row.date,
      new: Math.max(0, questionIds.length - learning - mastered),
      learning,
      mastered,
    };
  });
}
