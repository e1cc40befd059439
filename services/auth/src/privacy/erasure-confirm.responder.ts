// Answers `users.erasure.confirm`: a service has erased a user; the erasure completes when all have.
import { Requests } from '@quizdrill/contracts';
import { type Infrastructure, type RequestScope, serveWhileRunning } from '@quizdrill/service-kit';
import type { AuthTables } from '../db/tables.js';
import { confirmErasure } from './privacy.repository.js';

export function startErasureConfirmResponder(
  infrastructure: Infrastructure<AuthTables>,
  scope: RequestScope,
) {
  serveWhileRunning(infrastructure.nats, scope, {
    request: Requests.erasureConfirm,
    queue: 'auth',
    answer: async ({ erasureId, service, kept }) => ({
      known: await confirmErasure(infrastructure.db, erasureId, service, kept),
    }),
  });
}
