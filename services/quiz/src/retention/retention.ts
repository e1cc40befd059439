// How long quiz keeps what it keeps (issue 44): a student's answer history, as rules for the daily sweep.
import { type Db, olderThanDays, type RetentionRule, rowsBefore } from '@quizdrill/service-kit';
import type { QuizConfig } from '../config.js';
import type { QuizTables } from '../db/tables.js';

export function quizRetentionRules(db: Db<QuizTables>, config: QuizConfig): RetentionRule[] {
  const cutoff = olderThanDays(config.ANSWER_HISTORY_RETENTION_DAYS);
  return [
    { name: 'answers', cutoff, remove: rowsBefore(db, 'answers', 'answered_at') },
    // A session untouched this long left Redis long ago (its time to live is days): nothing can resume it.
    { name: 'quiz sessions', cutoff, remove: rowsBefore(db, 'sessions', 'last_answered_at') },
    { name: 'review log', cutoff, remove: rowsBefore(db, 'review_log', 'reviewed_at') },
  ];
}
