// What every service does for a user's rights (issue 44): answers auth's "export user X" with its rows, and on
// `users.user.erased` erases them and confirms to auth. A service hands in its two functions; the wiring is here.
import type { NatsConnection } from '@nats-io/transport-node';
import {
  consumerName,
  type EventData,
  type ExportRows,
  type KeptRecord,
  type PrivacyService,
  Requests,
  type UserExportReply,
  type UserExportRequest,
  userExportRequest,
} from '@quizdrill/contracts';
import type { Logger } from 'pino';
import type { ServiceScope } from '../build-service.js';
import { forgetPublishedEvents } from '../events/outbox.js';
import type { Infrastructure } from '../infrastructure.js';
import type { Lifecycle } from '../lifecycle.js';
import { askFor, serveWhileRunning } from '../requests/request-reply.js';

export type ErasedUser = EventData<'users.user.erased'>;

export interface PrivacyHandlers {
  /** The user's rows, table by table (every table that can hold them, empty ones too). */
  exportUser(user: UserExportRequest): Promise<Record<string, unknown[]>>;
  /**
   * Deletes or anonymises everything about the user; run again for a redelivered event, so it must be idempotent.
   * Answers what stayed and why.
   */
  eraseUser(user: ErasedUser): Promise<KeptRecord[]>;
}

export interface PrivacyOptions extends PrivacyHandlers {
  service: PrivacyService;
  namespace: string;
  logger: Logger;
  lifecycle: Lifecycle;
}

/**
 * Deliveries an erasure gets before it is dead-lettered: with the delays capped at a minute, about a week of auth or
 * Postgres being away. An erasure must not be given up on while its service is merely down.
 */
const ERASURE_MAX_DELIVERIES = 10_000;
const CONFIRM_TIMEOUT_MS = 5_000;

/** Rows as JSON has them: times as ISO strings, binary data left out (it is an image, exported as its id). */
function exportRows(rows: readonly object[]): ExportRows {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([, value]) => !Buffer.isBuffer(value))
        .map(([column, value]) => [column, value instanceof Date ? value.toISOString() : value]),
    ),
  );
}

/** One service's part of an export: each table's rows as JSON has them. */
export function exportReply(tables: Record<string, unknown[]>): UserExportReply {
  return {
    tables: Object.fromEntries(
      Object.entries(tables).map(([table, rows]) => [table, exportRows(rows as object[])]),
    ),
  };
}

/** Serves the export request and starts the erasure consumer `<service>-erasure`. */
export async function startPrivacy<DB>(
  infrastructure: Pick<Infrastructure<DB>, 'nats' | 'startConsumer' | 'db'>,
  options: PrivacyOptions,
): Promise<void> {
  const { service, namespace, logger } = options;
  serveWhileRunning(infrastructure.nats, options, {
    request: userExportRequest(service),
    queue: service,
    answer: async (user) => exportReply(await options.exportUser(user)),
  });
  await infrastructure.startConsumer({
    durableName: consumerName(service, 'erasure'),
    eventTypes: ['users.user.erased'],
    maxDeliveries: ERASURE_MAX_DELIVERIES,
    handler: async (event) => {
      const kept = await options.eraseUser(event.data);
      await forgetPublishedEvents(infrastructure.db, event.data.userId);
      await confirmErasure(infrastructure.nats, namespace, {
        erasureId: event.data.erasureId,
        service,
        kept,
      });
      logger.info({ erasureId: event.data.erasureId }, 'user erased');
    },
  });
}

/**
 * What a service with rows only in Postgres hands in: its privacy repository's two statements and what always stays.
 * The kit runs them against the service's own database.
 */
export interface RowPrivacy<DB> {
  service: PrivacyService;
  repository: {
    /** The user's rows, table by table (every table that can hold them, empty ones too). */
    userRows(db: Infrastructure<DB>['db'], userId: string): Promise<Record<string, unknown[]>>;
    /** Deletes or anonymises the user's rows; idempotent, as eraseUser is. */
    eraseUserRows(db: Infrastructure<DB>['db'], userId: string): Promise<void>;
  };
  /** What is kept after an erasure, and why (empty: nothing). */
  kept: KeptRecord[];
}

export function startRowPrivacy<DB>(
  infrastructure: Pick<Infrastructure<DB>, 'nats' | 'startConsumer' | 'db'>,
  scope: ServiceScope,
  rows: RowPrivacy<DB>,
): Promise<void> {
  const { db } = infrastructure;
  return startPrivacy(infrastructure, {
    ...scope,
    service: rows.service,
    exportUser: (user) => rows.repository.userRows(db, user.userId),
    eraseUser: async (user) => {
      await rows.repository.eraseUserRows(db, user.userId);
      return rows.kept;
    },
  });
}

/** Tells auth this service has erased the user; failing (auth away), the event is redelivered and erased again. */
export async function confirmErasure(
  nats: NatsConnection,
  namespace: string,
  confirmation: { erasureId: string; service: PrivacyService; kept: KeptRecord[] },
): Promise<void> {
  await askFor(nats, Requests.erasureConfirm, confirmation, {
    namespace,
    timeoutMs: CONFIRM_TIMEOUT_MS,
    unavailableMessage: 'auth did not take the erasure confirmation',
  });
}
