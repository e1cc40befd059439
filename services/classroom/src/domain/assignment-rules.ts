// Who may do what with assignments (issue 18): a team's owner (the educator who made it) assigns to it and follows
// its results; an admin may do so for any team.
import type { Role } from './hosting.js';

interface Caller {
  userId: string;
  role: Role;
}

export function mayAssign(team: { ownerId: string | null }, caller: Caller): boolean {
  return caller.role === 'ROLE_ADMIN' || (team.ownerId !== null && team.ownerId === caller.userId);
}

/** Changing, deleting and reading the results of an assignment: its team's owner, its maker, or an admin. */
export function mayManage(
  assignment: { createdById: string },
  team: { ownerId: string | null } | undefined,
  caller: Caller,
): boolean {
  return (
    caller.role === 'ROLE_ADMIN' ||
    assignment.createdById === caller.userId ||
    (team !== undefined && team.ownerId === caller.userId)
  );
}
