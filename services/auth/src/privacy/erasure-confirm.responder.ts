// Answers `users.erasure.confirm`: a service has erased a user; the erasure completes when all have.
import { Requests } from '@quizdrill/contracts';
import { type Infrastructure, serveRequests } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import type { AuthTables } from '../db/tables.js';
import { confirmErasure } from './privacy.repository.js';

export function startErasureConfirmResponder(
  infrastructure: Infrastructure<AuthTables>,
  namespace: string,
  logger: Logger,
) {
  return serveRequests(infrastructure.nats, {
    request: Requests.erasureConfirm,
    namespace,
    queue: 'auth',
    logger,
    answer: async ({ erasureId, service, kept }) => ({
      known: await confirmErasure(infrastructure.db, erasureId, service, kept),
    }),
  });
}
