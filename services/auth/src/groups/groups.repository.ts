// Data access for teams (groups) and their members.

import type { Role } from '@quizdrill/contracts';
import type { Db } from '@quizdrill/service-kit';
import { sql } from 'kysely';
import type { AuthTables } from '../db/tables.js';

export interface GroupRow {
  id: string;
  name: string;
  ownerId: string;
  ownerUsername: string;
  ownerFirstName: string;
  ownerLastName: string;
  joinCode: string;
  joinCodeEnabled: boolean;
}

export interface GroupSummaryRow extends GroupRow {
  memberCount: number;
}

export interface MemberRow {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
}

const groupWithOwner = (db: Db<AuthTables>) =>
  db
    .selectFrom('groups')
    .innerJoin('users as owner', 'owner.id', 'groups.owner_id')
    .select([
      'groups.id',
      'groups.name',
      'groups.owner_id as ownerId',
      'owner.username as ownerUsername',
      'owner.first_name as ownerFirstName',
      'owner.last_name as ownerLastName',
      'groups.join_code as joinCode',
      'groups.join_code_enabled as joinCodeEnabled',
    ]);

export function findGroup(db: Db<AuthTables>, id: string): Promise<GroupRow | undefined> {
  return groupWithOwner(db).where('groups.id', '=', id).executeTakeFirst();
}

/** The team whose join code this is, switched on or off. */
export function findGroupByJoinCode(db: Db<AuthTables>, code: string): Promise<GroupSummaryRow | undefined> {
  return groupSummaries(db)
    .where('groups.join_code', '=', code)
    .executeTakeFirst()
    .then((row) => (row ? withMemberCount([row])[0] : undefined));
}

/** A new code for the team, switched on; false when the code is taken already (the caller draws another). */
export async function replaceJoinCode(db: Db<AuthTables>, groupId: string, code: string): Promise<boolean> {
  const updated = await db
    .updateTable('groups')
    .set({ join_code: code, join_code_enabled: true })
    .where('id', '=', groupId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('groups as other').select('other.id').where('other.join_code', '=', code))),
    )
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export async function setJoinCodeEnabled(
  db: Db<AuthTables>,
  groupId: string,
  enabled: boolean,
): Promise<void> {
  await db.updateTable('groups').set({ join_code_enabled: enabled }).where('id', '=', groupId).execute();
}

/** Groups with their owner and member count, by name. */
const groupSummaries = (db: Db<AuthTables>) =>
  groupWithOwner(db)
    .select((eb) =>
      eb
        .selectFrom('group_members')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('group_members.group_id', '=', 'groups.id')
        .as('memberCount'),
    )
    .orderBy(sql`lower(groups.name)`)
    .orderBy('groups.id');

function withMemberCount(rows: (GroupRow & { memberCount: string | null })[]): GroupSummaryRow[] {
  return rows.map((row) => ({ ...row, memberCount: Number(row.memberCount ?? 0) }));
}

/** The groups `userId` owns or is a member of, by name. */
export async function groupsOf(db: Db<AuthTables>, userId: string): Promise<GroupSummaryRow[]> {
  const rows = await groupSummaries(db)
    .where((eb) =>
      eb.or([
        eb('groups.owner_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('group_members')
            .select(sql`1`.as('one'))
            .whereRef('group_members.group_id', '=', 'groups.id')
            .where('group_members.user_id', '=', userId),
        ),
      ]),
    )
    .execute();
  return withMemberCount(rows);
}

/** Every group, by name. */
export async function allGroups(db: Db<AuthTables>): Promise<GroupSummaryRow[]> {
  return withMemberCount(await groupSummaries(db).execute());
}

export async function isMember(db: Db<AuthTables>, groupId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export function membersOf(db: Db<AuthTables>, groupId: string): Promise<MemberRow[]> {
  return db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .select([
      'users.id as userId',
      'users.username',
      'users.first_name as firstName',
      'users.last_name as lastName',
    ])
    .where('group_members.group_id', '=', groupId)
    .orderBy(sql`lower(users.username)`)
    .execute();
}

/** The names of those of `userIds` who have an account (the names request's answer). */
export function namesOf(db: Db<AuthTables>, userIds: readonly string[]): Promise<MemberRow[]> {
  return db
    .selectFrom('users')
    .select(['id as userId', 'username', 'first_name as firstName', 'last_name as lastName'])
    .where('id', '=', sql<string>`any(${sql.val([...new Set(userIds)])}::uuid[])`)
    .execute();
}

/** The id of a team with this name (the seed's check that it made its team). */
export async function groupNamed(db: Db<AuthTables>, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('groups').select('id').where('name', '=', name).executeTakeFirst();
  return row?.id;
}

/** The new team's id, or undefined when its join code is taken already (the caller draws another). */
export async function insertGroup(
  db: Db<AuthTables>,
  name: string,
  ownerId: string,
  joinCode: string,
): Promise<string | undefined> {
  const row = await db
    .insertInto('groups')
    .values({ name, owner_id: ownerId, join_code: joinCode })
    .onConflict((conflict) => conflict.column('join_code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** An account a pasted list may name, with what decides whether it is added. */
export interface NamedAccount extends MemberRow {
  email: string;
  role: Role;
}

/** The accounts with these usernames or e-mail addresses (both compared case-insensitively, as logins are). */
export async function accountsNamed(db: Db<AuthTables>, logins: readonly string[]): Promise<NamedAccount[]> {
  if (logins.length === 0) return [];
  const lowered = [...new Set(logins.map((login) => login.toLowerCase()))];
  return db
    .selectFrom('users')
    .select(['id as userId', 'username', 'first_name as firstName', 'last_name as lastName', 'email', 'role'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', eb.fn.any(eb.val(lowered))),
        eb(sql`lower(email)`, '=', eb.fn.any(eb.val(lowered))),
      ]),
    )
    .execute();
}

/** Adds the member; false when they already were one. */
export async function addMember(db: Db<AuthTables>, groupId: string, userId: string): Promise<boolean> {
  const inserted = await db
    .insertInto('group_members')
    .values({ group_id: groupId, user_id: userId })
    .onConflict((conflict) => conflict.columns(['group_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Removes the member: who they were (the removal is published with their names), or undefined when not one. */
export function removeMember(
  db: Db<AuthTables>,
  groupId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  return db
    .deleteFrom('group_members')
    .using('users')
    .whereRef('users.id', '=', 'group_members.user_id')
    .where('group_members.group_id', '=', groupId)
    .where('group_members.user_id', '=', userId)
    .returning([
      'users.id as userId',
      'users.username',
      'users.first_name as firstName',
      'users.last_name as lastName',
    ])
    .executeTakeFirst();
}

/** A user removed from a group no longer has it as their current group. */
export async function clearCurrentGroup(db: Db<AuthTables>, userId: string, groupId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ user_group: null, updated_at: new Date() })
    .where('id', '=', userId)
    .where('user_group', '=', groupId)
    .execute();
}

/** Members' current-group choice is cleared by the users_user_group_fk (`on delete set null`). */
export async function deleteGroup(db: Db<AuthTables>, groupId: string): Promise<void> {
  await db.deleteFrom('groups').where('id', '=', groupId).execute();
}
