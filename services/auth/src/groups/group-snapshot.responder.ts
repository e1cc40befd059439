// Answers `users.group.snapshot` so the classroom can load a team whose events it never saw (one made before it
// followed them, like the seeded "Klass 9A"), as content answers course snapshots.
import {
  assertValid,
  type GroupSnapshotReply,
  GroupSnapshotRequest,
  Requests,
  requestSubject,
} from '@quizdrill/contracts';
import type { Infrastructure } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import type { AuthTables } from '../db/tables.js';
import { findGroup, membersOf } from './groups.repository.js';

export async function groupSnapshot(
  db: Infrastructure<AuthTables>['db'],
  request: GroupSnapshotRequest,
): Promise<GroupSnapshotReply> {
  const group = await findGroup(db, request.groupId);
  if (!group) return { group: null };
  return {
    group: {
      groupId: group.id,
      name: group.name,
      ownerId: group.ownerId,
      ownerUsername: group.ownerUsername,
      members: await membersOf(db, group.id),
    },
  };
}

export function startGroupSnapshotResponder(
  infrastructure: Infrastructure<AuthTables>,
  namespace: string,
  logger: Logger,
) {
  // A queue group: with several replicas, each request is answered once.
  return infrastructure.nats.subscribe(requestSubject(Requests.groupSnapshot, namespace), {
    queue: 'auth',
    callback: (error, message) => {
      if (error) {
        logger.warn({ err: error }, 'group snapshot subscription failed');
        return;
      }
      void (async () => {
        try {
          const request = assertValid(GroupSnapshotRequest, message.json(), 'group snapshot request');
          message.respond(JSON.stringify(await groupSnapshot(infrastructure.db, request)));
        } catch (failure) {
          logger.warn({ err: failure }, 'group snapshot request failed');
          message.respond(JSON.stringify({ error: String(failure) }));
        }
      })();
    },
  });
}
