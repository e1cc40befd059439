// classroom's part in a user's rights (issue 44): export their teams, assignments and games, erase them on
// `users.user.erased`.
import { type Infrastructure, type ServiceScope, startRowPrivacy } from '@quizdrill/service-kit';
import type { ClassroomTables } from '../db/tables.js';
import { eraseUserRows, userRows } from './privacy.repository.js';

export function startClassroomPrivacy(
  infrastructure: Infrastructure<ClassroomTables>,
  scope: ServiceScope,
): Promise<void> {
  const { db } = infrastructure;
  return startRowPrivacy(infrastructure, scope, {
    service: 'classroom',
    userRows: (userId) => userRows(db, userId),
    eraseUserRows: (userId) => eraseUserRows(db, userId),
    kept: [
      {
        what: 'Finished live games they played or hosted, and assignments they set, without their name or id',
        why: "the others' standings and results; they no longer name this user",
      },
    ],
  });
}
