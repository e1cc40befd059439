// The service's own signing keys, kept so that every replica and every restart signs with the same one.
import type { Db } from '@quizdrill/service-kit';
import { sql, type Transaction } from 'kysely';
import type { AuthTables } from '../db/tables.js';

/** Holds the keys' lock until the transaction ends: the first replica to start creates the key, the rest read it. */
export async function lockSigningKeys(trx: Transaction<AuthTables>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('auth.signing_keys'))`.execute(trx);
}

/** The private JWKs of the keys not retired, newest first. */
export async function activeSigningKeys(db: Db<AuthTables>): Promise<unknown[]> {
  const rows = await db
    .selectFrom('signing_keys')
    .select('private_jwk')
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => row.private_jwk);
}

export async function insertSigningKey(db: Db<AuthTables>, kid: string, privateJwk: string): Promise<void> {
  await db.insertInto('signing_keys').values({ kid, private_jwk: privateJwk }).execute();
}
