// The outside identities (a Google account) linked to our accounts: one provider's subject names one user.
import type { Db } from '@quizdrill/service-kit';
import type { Insertable } from 'kysely';
import type { AuthTables, OAuthIdentitiesTable } from '../db/tables.js';

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
  identity: Insertable<OAuthIdentitiesTable>,
): Promise<void> {
  await db.insertInto('oauth_identities').values(identity).execute();
}
