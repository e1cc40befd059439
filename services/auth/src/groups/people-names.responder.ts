// Answers `users.people.names`: the names of the people a service shows (issue 44). Events carry ids; a service that
// shows names asks auth for them and keeps its own replica, erased on the erasure event.
import { type PeopleNamesReply, type PeopleNamesRequest, Requests } from '@quizdrill/contracts';
import { type Infrastructure, serveRequests } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import type { AuthTables } from '../db/tables.js';
import { namesOf } from './groups.repository.js';

export async function peopleNames(
  db: Infrastructure<AuthTables>['db'],
  request: PeopleNamesRequest,
): Promise<PeopleNamesReply> {
  return { people: await namesOf(db, request.userIds) };
}

export function startPeopleNamesResponder(
  infrastructure: Infrastructure<AuthTables>,
  namespace: string,
  logger: Logger,
) {
  return serveRequests(infrastructure.nats, {
    request: Requests.peopleNames,
    namespace,
    queue: 'auth',
    logger,
    answer: (request) => peopleNames(infrastructure.db, request),
  });
}
