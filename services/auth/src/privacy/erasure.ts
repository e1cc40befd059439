// Erasing a user (GDPR art. 17): auth deletes them and outdates their tokens in one transaction, and announces
// `users.user.erased`, which every other service acts on and confirms (privacy/erasure-confirm.responder.ts).
import { randomUUID } from 'node:crypto';
import { type EraseMeRequest, type ErasureRecord, ErrorCode } from '@quizdrill/contracts';
import { AppError, type Db, enqueueEvent, forgetPublishedEvents } from '@quizdrill/service-kit';
import type { AuthTables, User } from '../db/tables.js';
import { outdateTokens } from '../tokens/token-versions.repository.js';
import { passwordMatches } from '../users/passwords.js';
import { findById, findByUsername, passwordHashOf } from '../users/users.repository.js';
import {
  confirmErasure,
  deleteUserRows,
  findErasure,
  groupsOwnedBy,
  insertErasure,
} from './privacy.repository.js';

async function erase(db: Db<AuthTables>, user: User, requestedBy: 'self' | 'admin'): Promise<ErasureRecord> {
  const erasureId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await insertErasure(trx, erasureId, requestedBy);
    // Every verifier refuses their tokens from the moment this commits (the revocation is published with it).
    await outdateTokens(trx, user.id);
    for (const group of await groupsOwnedBy(trx, user.id)) {
      await enqueueEvent(trx, 'users.group.deleted', { groupId: group.id, name: group.name });
    }
    await deleteUserRows(trx, user);
    await forgetPublishedEvents(trx, user.id);
    await enqueueEvent(trx, 'users.user.erased', { erasureId, userId: user.id });
  });
  await confirmErasure(db, erasureId, 'auth', []);
  const record = await findErasure(db, erasureId);
  if (!record) throw new Error(`erasure ${erasureId} vanished`);
  return record;
}

/** The caller deletes their own account, after giving their password again. */
export async function eraseMe(
  db: Db<AuthTables>,
  userId: string,
  request: EraseMeRequest,
): Promise<ErasureRecord> {
  const user = await findById(db, userId);
  if (!user) throw AppError.unauthorized('This account no longer exists');
  const hash = await passwordHashOf(db, user.id);
  if (!hash) {
    throw new AppError(
      409,
      ErrorCode.conflict,
      'This account has no password (it signs in with Google): ask an admin to delete it',
    );
  }
  // 403, not 401: the caller is signed in, and a client must not take this for a lost session.
  if (!(await passwordMatches(hash, request.password))) {
    throw new AppError(403, 'wrong_password', 'The password is wrong');
  }
  return erase(db, user, 'self');
}

/** An admin erases anyone but themselves (their own account they delete as its owner, with their password). */
export async function eraseUser(
  db: Db<AuthTables>,
  adminId: string,
  username: string,
): Promise<ErasureRecord> {
  const user = await findByUsername(db, username);
  if (!user) throw AppError.notFound('No such user');
  if (user.id === adminId) {
    throw AppError.conflict('Delete your own account from your profile, with your password');
  }
  return erase(db, user, 'admin');
}
