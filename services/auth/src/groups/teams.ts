// The team use cases: list and pick your groups, create one, and manage its members.
import {
  fullName,
  type GroupDetails,
  type GroupSummary,
  JOIN_PATH_PREFIX,
  type SignInCodeResponse,
  type TeamJoinCode,
} from '@quizdrill/contracts';
import { AppError, type Caller, type Db, enqueueEvent } from '@quizdrill/service-kit';
import type { Transaction } from 'kysely';
import type { AuthTables, User } from '../db/tables.js';
import {
  canCreateGroups,
  canListAllGroups,
  canMakeSignInCode,
  canManageGroup,
  canSelectGroup,
  canViewGroup,
  type GroupAccess,
} from '../domain/group-rules.js';
import { newJoinCode } from '../domain/join-code.js';
import { newSignInCode, SIGN_IN_CODE_MINUTES, signInCodeDigest } from '../domain/sign-in-codes.js';
import { currentUser } from '../users/accounts.js';
import { saveSignInCode } from '../users/sign-in-codes.repository.js';
import { findById, findByUsername, updateUser } from '../users/users.repository.js';
import * as groups from './groups.repository.js';

/**
 * Teams and memberships are published (issue 18) in the transaction that changes them, through the outbox, so the
 * classroom's membership view hears exactly what committed. By ids only (issue 44): the classroom asks for names.
 */
export async function membershipChanged(
  trx: Transaction<AuthTables>,
  type: 'users.membership.added' | 'users.membership.removed',
  groupId: string,
  userId: string,
): Promise<void> {
  await enqueueEvent(trx, type, { groupId, userId });
}

/** The web app shows this text as the team selection's no-permission message (SPEC.md §8). */
export const NO_PERMISSION = 'You do not have permission to view this page.';

export async function existingGroup(db: Db<AuthTables>, groupId: string): Promise<groups.GroupRow> {
  const group = await groups.findGroup(db, groupId);
  if (!group) throw AppError.notFound('No group with that id');
  return group;
}

async function accessOf(db: Db<AuthTables>, caller: Caller, group: groups.GroupRow): Promise<GroupAccess> {
  return { ownerId: group.ownerId, callerIsMember: await groups.isMember(db, group.id, caller.userId) };
}

export async function managedGroup(
  db: Db<AuthTables>,
  caller: Caller,
  groupId: string,
): Promise<groups.GroupRow> {
  const group = await existingGroup(db, groupId);
  if (!canManageGroup(caller, await accessOf(db, caller, group))) throw AppError.forbidden(NO_PERMISSION);
  return group;
}

/** The team's join code as those who manage it see it, with the link the app opens (and a QR code carries). */
export function joinCodeOf(
  group: Pick<groups.GroupRow, 'joinCode' | 'joinCodeEnabled'>,
  publicUrl: string,
): TeamJoinCode {
  return {
    code: group.joinCode,
    enabled: group.joinCodeEnabled,
    url: `${publicUrl.replace(/\/+$/, '')}${JOIN_PATH_PREFIX}${group.joinCode}`,
  };
}

/** The team with its members; its join code only for those who manage it (`publicUrl` given). */
export async function detailsOf(
  db: Db<AuthTables>,
  group: groups.GroupRow,
  publicUrl?: string,
): Promise<GroupDetails> {
  return {
    id: group.id,
    name: group.name,
    ownerUsername: group.ownerUsername,
    ownerName: ownerNameOf(group),
    members: await groups.membersOf(db, group.id),
    joinCode: publicUrl === undefined ? null : joinCodeOf(group, publicUrl),
  };
}

/** The teacher's name as the team's pages show it (issue 41: names, not usernames). */
export function ownerNameOf(group: Pick<groups.GroupRow, 'ownerFirstName' | 'ownerLastName'>): string {
  return fullName({ firstName: group.ownerFirstName, lastName: group.ownerLastName });
}

/** Draws codes until one is free: with 31⁸ codes a second draw is already a rarity. */
export async function withFreshJoinCode<T>(attempt: (code: string) => Promise<T | undefined>): Promise<T> {
  for (let draw = 0; draw < 5; draw += 1) {
    const done = await attempt(newJoinCode());
    if (done !== undefined) return done;
  }
  throw new Error('No free join code after 5 draws');
}

function summariesFor(caller: Caller, rows: groups.GroupSummaryRow[]): GroupSummary[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    ownerUsername: row.ownerUsername,
    ownerName: ownerNameOf(row),
    memberCount: row.memberCount,
    isOwner: row.ownerId === caller.userId,
  }));
}

export async function myGroups(db: Db<AuthTables>, caller: Caller): Promise<GroupSummary[]> {
  return summariesFor(caller, await groups.groupsOf(db, caller.userId));
}

/** Every team, for an admin: they may assign work and host games for any (classroom), so they must find any. */
export async function everyGroup(db: Db<AuthTables>, caller: Caller): Promise<GroupSummary[]> {
  if (!canListAllGroups(caller)) throw AppError.forbidden(NO_PERMISSION);
  return summariesFor(caller, await groups.allGroups(db));
}

export async function selectGroup(db: Db<AuthTables>, caller: Caller, groupId: string): Promise<User> {
  const group = await existingGroup(db, groupId);
  if (!canSelectGroup(caller, await accessOf(db, caller, group))) throw AppError.forbidden(NO_PERMISSION);
  const user = await updateUser(db, caller.userId, { user_group: group.id });
  if (!user) throw AppError.unauthorized('This account no longer exists');
  return user;
}

export async function createGroup(
  db: Db<AuthTables>,
  caller: Caller,
  name: string,
  publicUrl: string,
): Promise<GroupDetails> {
  if (!canCreateGroups(caller)) throw AppError.forbidden('Only educators and admins create groups');
  const owner = await currentUser(db, caller.userId);
  const trimmed = name.trim();
  const group = await withFreshJoinCode((joinCode) =>
    db.transaction().execute(async (trx) => {
      const groupId = await groups.insertGroup(trx, trimmed, owner.id, joinCode);
      if (groupId === undefined) return undefined;
      await enqueueEvent(trx, 'users.group.created', {
        groupId,
        name: trimmed,
        ownerId: owner.id,
      });
      return { id: groupId, joinCode, joinCodeEnabled: true };
    }),
  );
  return {
    id: group.id,
    name: trimmed,
    ownerUsername: owner.username,
    ownerName: fullName({ firstName: owner.first_name, lastName: owner.last_name }),
    members: [],
    joinCode: joinCodeOf(group, publicUrl),
  };
}

export async function groupDetails(
  db: Db<AuthTables>,
  caller: Caller,
  groupId: string,
  publicUrl: string,
): Promise<GroupDetails> {
  const group = await existingGroup(db, groupId);
  const access = await accessOf(db, caller, group);
  if (!canViewGroup(caller, access)) throw AppError.forbidden(NO_PERMISSION);
  return detailsOf(db, group, canManageGroup(caller, access) ? publicUrl : undefined);
}

export async function addMember(
  db: Db<AuthTables>,
  caller: Caller,
  groupId: string,
  username: string,
  publicUrl: string,
): Promise<GroupDetails> {
  const group = await managedGroup(db, caller, groupId);
  const member = await findByUsername(db, username.trim());
  if (!member) throw AppError.notFound('No user with that username');
  await db.transaction().execute(async (trx) => {
    if (!(await groups.addMember(trx, group.id, member.id))) {
      throw AppError.conflict(`${member.username} is already a member of this group`);
    }
    await membershipChanged(trx, 'users.membership.added', group.id, member.id);
  });
  return detailsOf(db, group, publicUrl);
}

export async function removeMember(
  db: Db<AuthTables>,
  caller: Caller,
  groupId: string,
  userId: string,
): Promise<void> {
  const group = await managedGroup(db, caller, groupId);
  await db.transaction().execute(async (trx) => {
    const member = await groups.removeMember(trx, group.id, userId);
    if (!member) throw AppError.notFound('That user is not a member of this group');
    await groups.clearCurrentGroup(trx, userId, group.id);
    await membershipChanged(trx, 'users.membership.removed', group.id, member.userId);
  });
}

export async function deleteGroup(db: Db<AuthTables>, caller: Caller, groupId: string): Promise<void> {
  const group = await managedGroup(db, caller, groupId);
  await db.transaction().execute(async (trx) => {
    await groups.deleteGroup(trx, group.id);
    await enqueueEvent(trx, 'users.group.deleted', { groupId: group.id, name: group.name });
  });
}

/**
 * A one-time sign-in code for a member locked out of their account (issue 39): made by whoever manages the group
 * (group-rules.ts says for whom), shown to them once, and the member's only live code from then on.
 */
export async function makeSignInCode(
  db: Db<AuthTables>,
  caller: Caller,
  groupId: string,
  userId: string,
  now = new Date(),
): Promise<SignInCodeResponse> {
  const group = await managedGroup(db, caller, groupId);
  const member = (await groups.isMember(db, group.id, userId)) ? await findById(db, userId) : undefined;
  if (!member) throw AppError.notFound('That user is not a member of this group');
  if (!canMakeSignInCode(caller, await accessOf(db, caller, group), member)) {
    throw AppError.forbidden(NO_PERMISSION);
  }
  const code = newSignInCode();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000);
  await saveSignInCode(db, { userId, digest: signInCodeDigest(code), createdBy: caller.userId, expiresAt });
  return { code, expiresAt: expiresAt.toISOString() };
}
