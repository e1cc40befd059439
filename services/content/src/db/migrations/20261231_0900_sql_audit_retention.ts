import type { Kysely } from 'kysely';

// The daily retention sweep (issue 44) finds the SQL console's old audit rows by when they ran.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('sql_audit_executed_at').on('sql_audit').column('executed_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sql_audit_executed_at').execute();
}
