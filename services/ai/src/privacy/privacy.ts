// ai's part in a user's rights (issue 44): export their job audit and usage, erase them on `users.user.erased`.
import { type Infrastructure, type ServiceScope, startRowPrivacy } from '@quizdrill/service-kit';
import type { AiTables } from '../db/tables.js';
import { eraseUserRows, userRows } from './privacy.repository.js';

export function startAiPrivacy(infrastructure: Infrastructure<AiTables>, scope: ServiceScope): Promise<void> {
  const { db } = infrastructure;
  return startRowPrivacy(infrastructure, scope, {
    service: 'ai',
    userRows: (userId) => userRows(db, userId),
    eraseUserRows: (userId) => eraseUserRows(db, userId),
    kept: [],
  });
}
