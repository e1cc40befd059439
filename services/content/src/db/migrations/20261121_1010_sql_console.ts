// The admin SQL console's database role. It owns nothing and may only read and change four tables, so what an
// admin can do is bounded by Postgres's own privilege checks (no DDL, no secrets), not by parsing their SQL.
import { type Kysely, sql } from 'kysely';

// Fixed here rather than imported: a migration is history and must not change when the code around it does.
const ROLE = 'quizdrill_sql_console';
const TABLES = ['users', 'courses', 'questions', 'options'];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Roles are cluster-wide and every test database creates this one, often at the same moment: the loser of that
  // race sees duplicate_object, or unique_violation when it waited on the winner's uncommitted row. Where the
  // migrating user may not create roles (production), an operator creates it beforehand and this finds it.
  await sql`
    do $$
    begin
      if not exists (select from pg_roles where rolname = ${sql.lit(ROLE)}) then
        create role ${sql.id(ROLE)} login;
      end if;
    exception when duplicate_object or unique_violation then
      null;
    end
    $$`.execute(db);

  // The migration runs with the service's schema as search_path; the console sets the same one per statement.
  await sql`
    do $$
    begin
      execute format('grant usage on schema %I to %I', current_schema(), ${sql.lit(ROLE)});
    end
    $$`.execute(db);
  // Identity columns (courses.id, questions.id) take their next value without a privilege check on their
  // sequences, so the console needs none: it cannot call nextval or setval on them either.
  await sql`grant select, insert, update, delete on ${sql.join(TABLES.map((table) => sql.id(table)))} to ${sql.id(ROLE)}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The role stays: other databases of the cluster may still use it.
  await sql`revoke all on ${sql.join(TABLES.map((table) => sql.id(table)))} from ${sql.id(ROLE)}`.execute(db);
  await sql`
    do $$
    begin
      execute format('revoke usage on schema %I from %I', current_schema(), ${sql.lit(ROLE)});
    end
    $$`.execute(db);
}
