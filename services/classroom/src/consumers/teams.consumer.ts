// classroom-teams: keeps the membership view (teams/teams.repository.ts) with auth's team, membership and name
// events. Each write is guarded by the event's time, so a redelivered or late event never undoes a newer one. A
// membership event names the member by id only (issue 44): a new member's names are asked of auth (Teams.namesOf),
// and asked again when auth says a name changed (Teams.refreshNames).
import { consumerName, type DomainEvent } from '@quizdrill/contracts';
import type { Infrastructure } from '@quizdrill/service-kit';
import type { Kysely } from 'kysely';
import { closeAssignments } from '../assignments/assignments.repository.js';
import type { ClassroomTables } from '../db/tables.js';
import type { Teams } from '../teams/teams.js';
import { membershipAt, teamCreated, teamDeleted } from '../teams/teams.repository.js';

export const TEAMS_CONSUMER = consumerName('classroom', 'teams');

const TEAM_EVENT_TYPES = [
  'users.group.created',
  'users.group.deleted',
  'users.membership.added',
  'users.membership.removed',
  'users.user.updated',
] as const;
type TeamEvent = {
  [T in (typeof TEAM_EVENT_TYPES)[number]]: DomainEvent<T>;
}[(typeof TEAM_EVENT_TYPES)[number]];

export async function applyTeamEvent(
  db: Kysely<ClassroomTables>,
  people: Pick<Teams, 'namesOf' | 'refreshNames'>,
  event: TeamEvent,
): Promise<void> {
  const at = new Date(event.occurredAt);
  switch (event.type) {
    case 'users.group.created':
      return teamCreated(db, event.data);
    case 'users.group.deleted':
      return db.transaction().execute(async (trx) => {
        await teamDeleted(trx, event.data, at);
        await closeAssignments(trx, { groupId: event.data.groupId }, at);
      });
    case 'users.membership.added':
    case 'users.membership.removed': {
      const added = event.type === 'users.membership.added';
      await membershipAt(db, event.data.groupId, [event.data.userId], added, at);
      // Unless the view knows them already; auth unable to answer, the event comes again.
      if (added) await people.namesOf([event.data.userId]);
      return;
    }
    case 'users.user.updated': {
      // What changed, not to what (version 2); a version 1 event, without `changed`, may have changed anything.
      const { changed } = event.data;
      if (!changed || changed.includes('username') || changed.includes('name')) {
        await people.refreshNames(event.data.userId);
      }
      return;
    }
  }
}

export function startTeamsConsumer(
  infrastructure: Pick<Infrastructure<ClassroomTables>, 'startConsumer' | 'db'>,
  people: Pick<Teams, 'namesOf' | 'refreshNames'>,
) {
  return infrastructure.startConsumer({
    durableName: TEAMS_CONSUMER,
    eventTypes: TEAM_EVENT_TYPES,
    handler: (event) => applyTeamEvent(infrastructure.db, people, event as TeamEvent),
  });
}
