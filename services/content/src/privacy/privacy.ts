// content's part in a user's rights (issue 44): export their rows, erase them on `users.user.erased`.
import type { KeptRecord } from '@quizdrill/contracts';
import { type Infrastructure, type Lifecycle, startPrivacy } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import type { ContentTables } from '../db/tables.js';
import { eraseUserRows, userRows } from './privacy.repository.js';

export function startContentPrivacy(
  infrastructure: Infrastructure<ContentTables>,
  options: { namespace: string; logger: Logger; lifecycle: Lifecycle },
): Promise<void> {
  const { db } = infrastructure;
  return startPrivacy(infrastructure, {
    ...options,
    service: 'content',
    exportUser: (user) => userRows(db, user.userId),
    eraseUser: async (user): Promise<KeptRecord[]> => {
      await eraseUserRows(db, user.userId);
      return [
        {
          what: 'Courses and questions they wrote, owned by no one',
          why: 'teaching material other users learn from; it no longer names its author',
        },
      ];
    },
  });
}
