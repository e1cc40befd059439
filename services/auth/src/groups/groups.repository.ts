// Data access for teams (groups) and their members.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AuthTables } from '../db/tables.js';

type Db = Kysely<AuthTables> | Transaction<AuthTables>;

export interface GroupRow {
  id: string;
  name: string;
  ownerId: string;
  ownerUsername: string;
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

const groupWithOwner = (db: Db) =>
  db
    .selectFrom('groups')
    .innerJoin('users as owner', 'owner.id', 'groups.owner_id')
    .select(['groups.id', 'groups.name', 'groups.owner_id as ownerId', 'owner.username as ownerUsername']);

export function findGroup(db: Db, id: string): Promise<GroupRow | undefined> {
  return groupWithOwner(db).where('groups.id', '=', id).executeTakeFirst();
}

/** Groups with their owner and member count, by name. */
const groupSummaries = (db: Db) =>
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
export async function groupsOf(db: Db, userId: string): Promise<GroupSummaryRow[]> {
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
export async function allGroups(db: Db): Promise<GroupSummaryRow[]> {
  return withMemberCount(await groupSummaries(db).execute());
}

export async function isMember(db: Db, groupId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export function membersOf(db: Db, groupId: string): Promise<MemberRow[]> {
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

export async function insertGroup(db: Db, name: string, ownerId: string): Promise<string> {
  const row = await db
    .insertInto('groups')
    .values({ name, owner_id: ownerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Adds the member; false when they already were one. */
export async function addMember(db: Db, groupId: string, userId: string): Promise<boolean> {
  const inserted = await db
    .insertInto('group_members')
    .values({ group_id: groupId, user_id: userId })
    .onConflict((conflict) => conflict.columns(['group_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Removes the member: who they were (the removal is published with their names), or undefined when not one. */
export function removeMember(db: Db, groupId: string, userId: string): Promise<MemberRow | undefined> {
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
export async function clearCurrentGroup(db: Db, userId: string, groupId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ user_group: null, updated_at: new Date() })
    .where('id', '=', userId)
    .where('user_group', '=', groupId)
    .execute();
}

/** Members' current-group choice is cleared by the users_user_group_fk (`on delete set null`). */
export async function deleteGroup(db: Db, groupId: string): Promise<void> {
  await db.deleteFrom('groups').where('id', '=', groupId).execute();
}
