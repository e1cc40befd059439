// Outdating a user's tokens: the version new tokens carry goes up, and every verifier hears of it.
import { enqueueEvent } from '@quizdrill/service-kit';
import type { Transaction } from 'kysely';
import type { AuthTables, User } from '../db/tables.js';

/**
 * For a change the user's tokens carry (role, premium, username): in the transaction that makes it, so the event
 * is published exactly when the change commits. Answers the user with the new version.
 */
export async function outdateTokens(trx: Transaction<AuthTables>, userId: string): Promise<User> {
  const user = await trx
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await enqueueEvent(trx, 'users.token.revoked', {
    userId: user.id,
    version: user.token_version,
    notBefore: new Date().toISOString(),
  });
  return user;
}
