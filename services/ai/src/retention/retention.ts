// How long ai keeps what it keeps (issue 44): the audit of AI jobs and each user's usage, as rules for the daily sweep.
import { type Db, olderThanDays, type RetentionRule, rowsBefore } from '@quizdrill/service-kit';
import type { AiConfig } from '../config.js';
import type { AiTables } from '../db/tables.js';

export function aiRetentionRules(db: Db<AiTables>, config: AiConfig): RetentionRule[] {
  const cutoff = olderThanDays(config.AI_AUDIT_RETENTION_DAYS);
  return [
    { name: 'AI job audit', cutoff, remove: rowsBefore(db, 'jobs', 'finished_at') },
    { name: 'AI usage', cutoff, remove: rowsBefore(db, 'usage', 'created_at') },
  ];
}
