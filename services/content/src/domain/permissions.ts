// Who may do what with content (the spec leaves server rules to us; issue 4 states them).
import { AppError, type Caller } from '@quizdrill/service-kit';

/** Creating courses and questions: admins, educators and paying members. */
export const AUTHOR_ROLES = ['ROLE_ADMIN', 'ROLE_EDUCATOR', 'ROLE_PREMIUM'] as const;

export function canAuthor(caller: Caller): boolean {
  return (AUTHOR_ROLES as readonly string[]).includes(caller.role) || caller.isPremium;
}

/** Refuses `doing` ("Creating questions") to a caller who may not author content. */
export function requireAuthor(caller: Caller, doing: string): void {
  if (!canAuthor(caller)) throw AppError.forbidden(`${doing} needs a premium, educator or admin account`);
}

/** Editing, deleting and seeing correctness flags: the owner, or an admin. */
export function canManage(caller: Caller, ownerId: string): boolean {
  return caller.role === 'ROLE_ADMIN' || caller.userId === ownerId;
}

/** Refuses a caller who may not manage what `ownerId` owns (a course, or a question of it). */
export function requireManage(caller: Caller, ownerId: string): void {
  if (!canManage(caller, ownerId)) throw AppError.forbidden('Only the course owner or an admin may do this');
}

/** `owned` (a course, or a question of it), once the caller may manage it: its owner or an admin. */
export function managed<Owned extends { ownerId: string }>(caller: Caller, owned: Owned): Owned {
  requireManage(caller, owned.ownerId);
  return owned;
}
