// Who may do what with a team (SPEC.md is silent; these are ours): members see their groups, the educator who
// owns a group or an admin manages it, educators and admins create groups.
import type { Role } from '@quizdrill/contracts';
import type { Caller } from '@quizdrill/service-kit';

export interface GroupAccess {
  ownerId: string;
  /** Whether the caller is in the group's member list. */
  callerIsMember: boolean;
}

type Actor = Pick<Caller, 'userId' | 'role'>;

const isAdmin = (caller: Actor) => caller.role === 'ROLE_ADMIN';
const isEducator = (caller: Actor) => caller.role === 'ROLE_EDUCATOR';
const owns = (caller: Actor, group: GroupAccess) => group.ownerId === caller.userId;

export const canCreateGroups = (caller: Actor): boolean => isEducator(caller) || isAdmin(caller);

/**
 * The members a team is for (issue 41): free and premium users. Educators and admins do not join by a team's code,
 * nor are they added from a pasted list.
 */
export const isStudent = (caller: Pick<Caller, 'role'>): boolean =>
  caller.role === 'ROLE_USER' || caller.role === 'ROLE_PREMIUM';

/** An admin manages every group, so they may list every group; others see only their own. */
export const canListAllGroups = (caller: Actor): boolean => isAdmin(caller);

/** An owner who is no longer an educator (or admin) keeps the group but no longer manages it. */
export const canManageGroup = (caller: Actor, group: GroupAccess): boolean =>
  isAdmin(caller) || (owns(caller, group) && isEducator(caller));

export const canViewGroup = (caller: Actor, group: GroupAccess): boolean =>
  canManageGroup(caller, group) || owns(caller, group) || group.callerIsMember;

/** The current group is one the caller belongs to: an admin picks a team by joining it, like anyone else. */
export const canSelectGroup = (caller: Actor, group: GroupAccess): boolean =>
  owns(caller, group) || group.callerIsMember;

/**
 * A one-time sign-in code (issue 39) for a member locked out of their account: whoever manages the group, for a
 * member who is a student; an admin for anyone. A teacher never vouches for the browser of another teacher or an
 * admin: a known browser may guess at the account's password longer than a stranger may.
 */
export const canMakeSignInCode = (caller: Actor, group: GroupAccess, member: { role: Role }): boolean =>
  canManageGroup(caller, group) &&
  (isAdmin(caller) || member.role === 'ROLE_USER' || member.role === 'ROLE_PREMIUM');
