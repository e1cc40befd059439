// How long content keeps what it keeps (issue 44). Courses and questions stay until their owner deletes them (an
// erased owner's stay without the owner); the admin SQL console's audit has a stated time.
import { type Db, olderThanDays, type RetentionRule, rowsBefore } from '@quizdrill/service-kit';
import type { ContentConfig } from '../config.js';
import type { ContentTables } from '../db/tables.js';

export function contentRetentionRules(db: Db<ContentTables>, config: ContentConfig): RetentionRule[] {
  return [
    {
      name: 'SQL console audit',
      cutoff: olderThanDays(config.SQL_AUDIT_RETENTION_DAYS),
      remove: rowsBefore(db, 'sql_audit', 'executed_at'),
    },
  ];
}
