// A user's data export (GDPR art. 15 and 20): auth's own rows and every other service's, asked for over NATS.

import type { NatsConnection } from '@nats-io/transport-node';
import {
  PRIVACY_SERVICES,
  type UserExportReply,
  type UserExportResponse,
  userExportRequest,
} from '@quizdrill/contracts';
import { AppError, askFor, type Caller, exportReply } from '@quizdrill/service-kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../db/tables.js';
import { findByUsername } from '../users/users.repository.js';
import { teachesPupil, userRows } from './privacy.repository.js';

/** Long enough for a service with years of answers; a browser waits, as it does for SPEC's synchronous AI calls. */
export const EXPORT_TIMEOUT_MS = 15_000;

export interface ExportDependencies {
  db: Kysely<AuthTables>;
  nats: NatsConnection;
  namespace: string;
}

/** Every service's rows about the user; one that cannot answer now fails the whole export with a 503 naming it. */
export async function exportUser(
  { db, nats, namespace }: ExportDependencies,
  user: { id: string; username: string },
): Promise<UserExportResponse> {
  const [own, ...others] = await Promise.all([
    userRows(db, user.id).then(exportReply),
    ...PRIVACY_SERVICES.map((service) =>
      askFor(
        nats,
        userExportRequest(service),
        { userId: user.id },
        {
          namespace,
          timeoutMs: EXPORT_TIMEOUT_MS,
          unavailableMessage: `The ${service} service cannot hand over its data now; try the export again in a moment`,
        },
      ),
    ),
  ]);
  const services: Record<string, UserExportReply> = { auth: own };
  PRIVACY_SERVICES.forEach((service, index) => {
    services[service] = others[index] as UserExportReply;
  });
  return { exportedAt: new Date().toISOString(), username: user.username, services };
}

/**
 * Who may export `username`: an admin anyone, an educator a pupil of a team they own, anyone themselves. Only an
 * admin learns that a name is unknown: to anyone else an unknown name is refused as a known one they may not export
 * is, so the route cannot be used to find out which usernames exist.
 */
export async function exportableUser(
  db: Kysely<AuthTables>,
  caller: Caller,
  username: string,
): Promise<{ id: string; username: string }> {
  const user = await findByUsername(db, username);
  if (caller.role === 'ROLE_ADMIN') {
    if (!user) throw AppError.notFound('No such user');
    return user;
  }
  if (user && caller.userId === user.id) return user;
  if (user && caller.role === 'ROLE_EDUCATOR' && (await teachesPupil(db, caller.userId, user.id)))
    return user;
  throw AppError.forbidden('Only an admin, or a teacher of one of their teams, may export this user');
}
