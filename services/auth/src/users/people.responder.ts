// Answers `users.people.names` and `users.people.profiles` (issue 44): the user events carry ids and what changed, no
// personal data; a service that shows people asks auth for what it keeps of them and erases it on the erasure event.
import {
  type PeopleNamesReply,
  type PeopleNamesRequest,
  type PeopleProfilesReply,
  type PeopleProfilesRequest,
  Requests,
} from '@quizdrill/contracts';
import { type Infrastructure, type RequestScope, serveWhileRunning } from '@quizdrill/service-kit';
import type { AuthTables } from '../db/tables.js';
import { namesOf } from '../groups/groups.repository.js';
import { profilesOf } from './users.repository.js';

export async function peopleNames(
  db: Infrastructure<AuthTables>['db'],
  request: PeopleNamesRequest,
): Promise<PeopleNamesReply> {
  return { people: await namesOf(db, request.userIds) };
}

export async function peopleProfiles(
  db: Infrastructure<AuthTables>['db'],
  request: PeopleProfilesRequest,
): Promise<PeopleProfilesReply> {
  return { people: await profilesOf(db, request.userIds) };
}

/** Both requests, served by any replica of auth; the subscriptions drain as auth stops. */
export function startPeopleResponders(infrastructure: Infrastructure<AuthTables>, scope: RequestScope) {
  serveWhileRunning(infrastructure.nats, scope, {
    request: Requests.peopleNames,
    queue: 'auth',
    answer: (request) => peopleNames(infrastructure.db, request),
  });
  serveWhileRunning(infrastructure.nats, scope, {
    request: Requests.peopleProfiles,
    queue: 'auth',
    answer: (request) => peopleProfiles(infrastructure.db, request),
  });
}
