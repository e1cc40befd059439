// The outbox's own retention rule (issue 44): a sent event stays in the outbox only as long as stated.
import { RETENTION_DEFAULTS } from '@quizdrill/contracts';
import type { ServiceDatabase } from '../db/service-kit-migrations.js';
import { removePublishedEvents } from '../events/outbox.js';
import { olderThanDays, type RetentionRule } from './retention-sweeper.js';

export function publishedEventsRule(
  db: ServiceDatabase,
  days: number = RETENTION_DEFAULTS.publishedOutboxDays,
): RetentionRule {
  return {
    name: 'published events',
    cutoff: olderThanDays(days),
    remove: (cutoff, limit) => removePublishedEvents(db, cutoff, limit),
  };
}
