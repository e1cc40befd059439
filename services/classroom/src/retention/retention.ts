// How long classroom keeps what it keeps (issue 44): finished live games and its copy of the students' answers, as
// rules for the daily sweep.
import { type Db, olderThanDays, type RetentionRule, rowsBefore } from '@quizdrill/service-kit';
import type { ClassroomConfig } from '../config.js';
import type { ClassroomTables } from '../db/tables.js';

export function classroomRetentionRules(db: Db<ClassroomTables>, config: ClassroomConfig): RetentionRule[] {
  return [
    {
      // Only ended games have an end time: one still running (or never ended) is never taken. Its players,
      // questions and answers go with it (the foreign keys cascade), so a batch is a few games, not thousands.
      name: 'finished live games',
      cutoff: olderThanDays(config.LIVE_GAME_RETENTION_DAYS),
      remove: rowsBefore(db, 'games', 'ended_at'),
      batchSize: 50,
    },
    {
      name: 'answers',
      cutoff: olderThanDays(config.ANSWER_HISTORY_RETENTION_DAYS),
      remove: rowsBefore(db, 'drill_answers', 'answered_at'),
    },
  ];
}
