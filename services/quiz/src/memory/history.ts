// Mastery over time (issue 15): what the student's latest answer to each question had made of it at the end of each
// day, read from the review log. The cards table only knows today; the log knows every day.
import { MASTERED_STABILITY_DAYS, type ReviewHistoryDay } from '@quizdrill/contracts';
import { sql } from 'kysely';
import type { Db } from './cards.repository.js';

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
 * One row per day, oldest first, today last. Each review holds from its time until the question's next review
 * (`lead` over the question's reviews); a day counts the reviews holding at its end (midnight in `timeZone`, so a
 * day of 23 or 25 hours ends where the user's does). One pass over the student's reviews of the course, on their
 * (user_id, course_id, reviewed_at) index.
 */
export async function masteryHistory(db: Db, request: HistoryRequest): Promise<ReviewHistoryDay[]> {
  const { userId, courseId, questionIds, days, timeZone, now } = request;
  const rows = await sql<{ date: string; learning: string; mastered: string }>`
    with days as (
      select d::date as day, (d + interval '1 day') at time zone ${timeZone}::text as day_end
      from generate_series(
        date_trunc('day', ${now}::timestamptz at time zone ${timeZone}::text) - ${days - 1}::int * interval '1 day',
        date_trunc('day', ${now}::timestamptz at time zone ${timeZone}::text),
        interval '1 day'
      ) as d
    ),
    reviews as (
      select question_id, stability, reviewed_at,
        lead(reviewed_at) over (partition by question_id order by reviewed_at, id) as next_at
      from review_log
      where user_id = ${userId} and course_id = ${courseId}
        and question_id = any(${sql.val(questionIds)}::int[])
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
      count(reviews.question_id) filter (where reviews.stability < ${MASTERED_STABILITY_DAYS}) as learning,
      count(reviews.question_id) filter (where reviews.stability >= ${MASTERED_STABILITY_DAYS}) as mastered
    from days
    left join reviews
      on reviews.reviewed_at < days.day_end and (reviews.next_at is null or reviews.next_at >= days.day_end)
    group by days.day
    order by days.day
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
