// classroom's part in a user's rights (issue 44): export their teams, assignments and games, erase them on
// `users.user.erased`.
import { type Infrastructure, type Lifecycle, startPrivacy } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import type { ClassroomTables } from '../db/tables.js';
import { eraseUserRows, userRows } from './privacy.repository.js';

export function startClassroomPrivacy(
  infrastructure: Infrastructure<ClassroomTables>,
  options: { namespace: string; logger: Logger; lifecycle: Lifecycle },
): Promise<void> {
  const { db } = infrastructure;
  return startPrivacy(infrastructure, {
    ...options,
    service: 'classroom',
    exportUser: (user) => userRows(db, user.userId),
    eraseUser: async (user) => {
      await eraseUserRows(db, user.userId);
      return [
        {
          what: 'Finished live games they played or hosted, and assignments they set, without their name or id',
          why: "the others' standings and results; they no longer name this user",
        },
      ];
    },
  });
}
