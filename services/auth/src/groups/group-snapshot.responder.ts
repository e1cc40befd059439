// Answers `users.group.snapshot` so the classroom can load a team whose events it never saw (one made before it
// followed them, like the seeded "Klass 9A"), as content answers course snapshots.
import { type GroupSnapshotReply, type GroupSnapshotRequest, Requests } from '@quizdrill/contracts';
import { type Infrastructure, type RequestScope, serveWhileRunning } from '@quizdrill/service-kit';
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
      members: await membersOf(db, group.id),
    },
  };
}

export function startGroupSnapshotResponder(infrastructure: Infrastructure<AuthTables>, scope: RequestScope) {
  serveWhileRunning(infrastructure.nats, scope, {
    request: Requests.groupSnapshot,
    queue: 'auth',
    answer: (request) => groupSnapshot(infrastructure.db, request),
  });
}
