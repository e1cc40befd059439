// The outside identities (a Google account) linked to our accounts: one provider's subject names one user.
import type { Db } from '@quizdrill/service-kit';
import type { AuthTables } from '../db/tables.js';

export async function linkedUserId(
  db: Db<AuthTables>,
  provider: string,
  subject: string,
): Promise<string | undefined> {
  const identity = await db
    .selectFrom('oauth_identities')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return identity?.user_id;
}

export async function insertIdentity(
  db: Db<AuthTables>,
  identity: { provider: string; subject: string; userId: string; email: string },
): Promise<void> {
  await db
    .insertInto('oauth_identities')
    .values({
      provider: identity.provider,
      subject: identity.subject,
      user_id: identity.userId,
      email: identity.email,
    })
    .execute();
}
