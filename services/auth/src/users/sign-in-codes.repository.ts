// The one live sign-in code per user (issue 39), kept as its digest.
import type { Kysely } from 'kysely';
import type { AuthTables } from '../db/tables.js';

/** Stores a user's new code, replacing the one before (only the latest a teacher made works). */
export async function saveSignInCode(
  db: Kysely<AuthTables>,
  code: { userId: string; digest: string; createdBy: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sign_in_codes')
    .values({
      user_id: code.userId,
      code_hash: code.digest,
      created_by: code.createdBy,
      expires_at: code.expiresAt,
    })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        code_hash: code.digest,
        created_by: code.createdBy,
        expires_at: code.expiresAt,
      }),
    )
    .execute();
}

/** Uses up the user's code when `digest` is it and it has not expired: true once, false ever after. */
export async function useSignInCode(
  db: Kysely<AuthTables>,
  userId: string,
  digest: string,
  now = new Date(),
): Promise<boolean> {
  const used = await db
    .deleteFrom('sign_in_codes')
    .where('user_id', '=', userId)
    .where('code_hash', '=', digest)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return used.numDeletedRows > 0n;
}
