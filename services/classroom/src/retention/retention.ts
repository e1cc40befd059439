// How long classroom keeps what it keeps (issue 44): finished live games and games that never ended, deleted teams,
// closed assignments, its copy of the students' answers and the people no longer in any of them, as rules for the
// daily sweep.
import { type Db, olderThanDays, type RetentionRule, rowsBefore } from '@quizdrill/service-kit';
import type { ClassroomConfig } from '../config.js';
import type { ClassroomTables } from '../db/tables.js';
import {
  removeDeletedTeamsBefore,
  removeUnendedGames,
  removeUnreferencedPeopleBefore,
  unendedGamesBefore,
} from './retention.repository.js';

/**
 * A person the view was asked for this recently stays though no row refers to them yet: a signed-in player of a
 * game still running is named as they join, and their game rows are written when it ends.
 */
export const PEOPLE_GRACE_DAYS = 1;

/** Ends a game still running in Redis and stores it as finished; false when it has no live state left. */
export interface OverdueGames {
  endOverdue(gameId: string): Promise<boolean>;
}

export function classroomRetentionRules(
  db: Db<ClassroomTables>,
  config: ClassroomConfig,
  live: OverdueGames,
): RetentionRule[] {
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
      // A game is made in Postgres and stored there only once it ends. One never ended either still runs in Redis
      // (its host kept it open for days): it ends as abandoned and is kept from now as a finished game; or its live
      // state is gone (Redis emptied before it ended): only the row is left, and it goes.
      name: 'live games never ended',
      cutoff: olderThanDays(config.UNENDED_LIVE_GAME_RETENTION_DAYS),
      async remove(cutoff, limit) {
        const gameIds = await unendedGamesBefore(db, cutoff, limit);
        const lost: string[] = [];
        for (const gameId of gameIds) {
          if (!(await live.endOverdue(gameId))) lost.push(gameId);
        }
        await removeUnendedGames(db, lost);
        return gameIds.length;
      },
      batchSize: 50,
    },
    {
      name: 'deleted teams',
      cutoff: olderThanDays(config.DELETED_TEAM_RETENTION_DAYS),
      remove: (cutoff, limit) => removeDeletedTeamsBefore(db, cutoff, limit),
      batchSize: 50,
    },
    {
      // Closed when their team or course was deleted; an open one has no close time, so it never goes by time.
      name: 'closed assignments',
      cutoff: olderThanDays(config.CLOSED_ASSIGNMENT_RETENTION_DAYS),
      remove: rowsBefore(db, 'assignments', 'closed_at'),
    },
    {
      name: 'answers',
      cutoff: olderThanDays(config.ANSWER_HISTORY_RETENTION_DAYS),
      remove: rowsBefore(db, 'drill_answers', 'answered_at'),
    },
    {
      // Runs after the rules above, so a person whose last team, game or assignment went today goes today too.
      name: 'people no longer referred to',
      cutoff: olderThanDays(PEOPLE_GRACE_DAYS),
      remove: (cutoff, limit) => removeUnreferencedPeopleBefore(db, cutoff, limit),
    },
  ];
}
