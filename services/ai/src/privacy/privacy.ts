// ai's part in a user's rights (issue 44): export their job audit and usage, erase them on `users.user.erased`.
import { type Infrastructure, type Lifecycle, startPrivacy } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import type { AiTables } from '../db/tables.js';
import { eraseUserRows, userRows } from './privacy.repository.js';

export function startAiPrivacy(
  infrastructure: Infrastructure<AiTables>,
  options: { namespace: string; logger: Logger; lifecycle: Lifecycle },
): Promise<void> {
  const { db } = infrastructure;
  return startPrivacy(infrastructure, {
    ...options,
    service: 'ai',
    exportUser: (user) => userRows(db, user.userId),
    eraseUser: async (user) => {
      await eraseUserRows(db, user.userId);
      return [];
    },
  });
}
