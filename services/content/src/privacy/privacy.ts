// content's part in a user's rights (issue 44): export their rows, erase them on `users.user.erased`.
import { type Infrastructure, type ServiceScope, startRowPrivacy } from '@quizdrill/service-kit';
import type { ContentTables } from '../db/tables.js';
import { eraseUserRows, userRows } from './privacy.repository.js';

export function startContentPrivacy(
  infrastructure: Infrastructure<ContentTables>,
  scope: ServiceScope,
): Promise<void> {
  const { db } = infrastructure;
  return startRowPrivacy(infrastructure, scope, {
    service: 'content',
    userRows: (userId) => userRows(db, userId),
    eraseUserRows: (userId) => eraseUserRows(db, userId),
    kept: [
      {
        what: 'Courses and questions they wrote, owned by no one',
        why: 'teaching material other users learn from; it no longer names its author',
      },
    ],
  });
}
