import type { Kysely } from 'kysely';

// The daily retention sweep (issue 44) finds old failed-login counters and sign-in codes by their time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('login_throttle_last_failure_at')
    .on('login_throttle')
    .column('last_failure_at')
    .execute();
  await db.schema.createIndex('sign_in_codes_expires_at').on('sign_in_codes').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sign_in_codes_expires_at').execute();
  await db.schema.dropIndex('login_throttle_last_failure_at').execute();
}
