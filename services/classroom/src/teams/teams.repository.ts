// The membership view in Postgres: teams, who is in each (newest state per team and user), and members' names.
// Every write is guarded by its time, so redelivered or reordered events leave the newest state in place.

import type { EventData, GroupSnapshotReply } from '@quizdrill/contracts';
import type { Db } from '@quizdrill/service-kit';
import { type Kysely, sql } from 'kysely';
import type { ClassroomTables } from '../db/tables.js';
import type { TeamStudent } from '../domain/assignment-progress.js';
import { grouped } from '../domain/grouped.js';

export interface TeamRow {
  id: string;
  name: string;
  ownerId: string | null;
  deleted: boolean;
}

export async function findTeam(db: Db<ClassroomTables>, groupId: string): Promise<TeamRow | undefined> {
  const row = await db.selectFrom('teams').selectAll().where('id', '=', groupId).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    ownerId: row.owner_id,
    deleted: row.deleted_at !== null,
  };
}

/** A created team; a team already deleted stays deleted (the creation arrived late). */
export async function teamCreated(
  db: Db<ClassroomTables>,
  data: EventData<'users.group.created'>,
): Promise<void> {
  await db
    .insertInto('teams')
    .values({
      id: data.groupId,
      name: data.name,
      owner_id: data.ownerId,
      deleted_at: null,
    })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({
        name: (eb) => eb.ref('excluded.name'),
        owner_id: (eb) => eb.ref('excluded.owner_id'),
      }),
    )
    .execute();
}

export async function teamDeleted(
  db: Db<ClassroomTables>,
  data: EventData<'users.group.deleted'>,
  at: Date,
): Promise<void> {
  await db
    .insertInto('teams')
    .values({ id: data.groupId, name: data.name, owner_id: null, deleted_at: at })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({ deleted_at: sql`coalesce(teams.deleted_at, excluded.deleted_at)` }),
    )
    .execute();
}

/** These people's names as of `at` (one statement for all), unless newer ones are stored. */
export async function named(
  db: Db<ClassroomTables>,
  people: readonly TeamStudent[],
  at: Date,
): Promise<void> {
  // One row per person: an upsert may not touch the same row twice.
  const unique = [...new Map(people.map((person) => [person.userId, person])).values()];
  if (unique.length === 0) return;
  await db
    .insertInto('team_people')
    .values(
      unique.map((person) => ({
        user_id: person.userId,
        username: person.username,
        first_name: person.firstName,
        last_name: person.lastName,
        named_at: at,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet((eb) => ({
          username: eb.ref('excluded.username'),
          first_name: eb.ref('excluded.first_name'),
          last_name: eb.ref('excluded.last_name'),
          named_at: eb.ref('excluded.named_at'),
        }))
        .where('team_people.named_at', '<', (eb) => eb.ref('excluded.named_at')),
    )
    .execute();
}

/** Whether the view keeps this person's names (it keeps only those it has shown or been asked for). */
export async function knowsPerson(db: Db<ClassroomTables>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('team_people')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The names the view has of these people, by user id (a member of a team, a player, a teacher). */
export async function namesOf(
  db: Db<ClassroomTables>,
  userIds: readonly string[],
): Promise<Map<string, TeamStudent>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('team_people')
    .select(['user_id as userId', 'username', 'first_name as firstName', 'last_name as lastName'])
    .where('user_id', '=', sql<string>`any(${sql.val([...new Set(userIds)])}::uuid[])`)
    .execute();
  return new Map(rows.map((row) => [row.userId, row]));
}

/** Whether `userId` is in the team as of `at`, unless a newer change is stored. */
export async function membershipAt(
  db: Db<ClassroomTables>,
  groupId: string,
  userIds: readonly string[],
  member: boolean,
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('team_members')
    .values(userIds.map((userId) => ({ group_id: groupId, user_id: userId, member, changed_at: at })))
    .onConflict((conflict) =>
      conflict
        .columns(['group_id', 'user_id'])
        .doUpdateSet((eb) => ({
          member: eb.ref('excluded.member'),
          changed_at: eb.ref('excluded.changed_at'),
        }))
        .where('team_members.changed_at', '<', (eb) => eb.ref('excluded.changed_at')),
    )
    .execute();
}

/**
 * A team as auth has it, taken to be as of `at`: its members are in, anyone else stored as a member with an older
 * change is out.
 */
export async function loadSnapshot(
  db: Kysely<ClassroomTables>,
  group: NonNullable<GroupSnapshotReply['group']>,
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await teamCreated(trx, group);
    await named(trx, group.members, at);
    const memberIds = group.members.map((member) => member.userId);
    await membershipAt(trx, group.groupId, memberIds, true, at);
    let gone = trx
      .updateTable('team_members')
      .set({ member: false, changed_at: at })
      .where('group_id', '=', group.groupId)
      .where('changed_at', '<', at)
      .where('member', '=', true);
    if (memberIds.length > 0) gone = gone.where('user_id', 'not in', memberIds);
    await gone.execute();
  });
}

/** The teams' members now, with their names, by team: one query for a whole list of assignments. */
export async function membersOfTeams(
  db: Db<ClassroomTables>,
  groupIds: readonly string[],
): Promise<Map<string, TeamStudent[]>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('team_people', 'team_people.user_id', 'team_members.user_id')
    .select([
      'team_members.group_id as groupId',
      'team_members.user_id as userId',
      'team_people.username',
      'team_people.first_name as firstName',
      'team_people.last_name as lastName',
    ])
    .where('team_members.group_id', '=', sql<string>`any(${sql.val([...new Set(groupIds)])}::uuid[])`)
    .where('team_members.member', '=', true)
    .execute();
  return grouped(rows.map(({ groupId, ...student }) => [groupId, student] as const));
}

/** Whether `userId` is in the team now; nobody is in a deleted team. */
export async function isMember(db: Db<ClassroomTables>, groupId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('team_members')
    .innerJoin('teams', 'teams.id', 'team_members.group_id')
    .select('team_members.member')
    .where('team_members.group_id', '=', groupId)
    .where('team_members.user_id', '=', userId)
    .where('teams.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.member === true;
}
