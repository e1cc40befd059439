// The kit's own retention rules (issue 44), in every service's sweep: a sent event stays in the outbox only as long as
// stated, and a consumer remembers an event it applied only while the stream can still deliver it again.
import { RETENTION_DEFAULTS } from '@quizdrill/contracts';
import type { ServiceDatabase } from '../db/service-kit-migrations.js';
import { removePublishedEvents } from '../events/outbox.js';
import { rowsBefore } from './retention.repository.js';
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

/**
 * An event applied before the stream's maximum age (and a day more, for clocks) has left the stream: no redelivery
 * or replay can bring it again, so its id no longer needs remembering.
 */
export function processedEventsRule(
  db: ServiceDatabase,
  streamDays: number = RETENTION_DEFAULTS.eventStreamDays,
): RetentionRule {
  return {
    name: 'processed event ids',
    cutoff: olderThanDays(streamDays + 1),
    remove: rowsBefore(db, 'processed_events', 'processed_at'),
  };
}
