// The SQL console reads no personal data it does not need (issue 44, least data by default): of `users` its role may
// read every column but the e-mail address and the names, by column grants. A column added to `users` later is not
// readable until a migration grants it.
import { type Kysely, sql } from 'kysely';

// Fixed here rather than imported: a migration is history and must not change when the code around it does.
const SUFFIX = '_sql_console';
const WITHHELD = ['email', 'first_name', 'last_name'];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Revoking the table's SELECT revokes its column grants too, so the columns are granted after it.
  await sql`
    do $$
    declare
      console text := current_database() || ${sql.lit(SUFFIX)};
      users regclass := format('%I.users', current_schema())::regclass;
    begin
      execute format('revoke select on %s from %I', users, console);
      execute format('grant select (%s) on %s to %I',
        (select string_agg(quote_ident(attname), ', ' order by attnum)
         from pg_attribute
         where attrelid = users and attnum > 0 and not attisdropped
           and attname <> all (${sql.lit(`{${WITHHELD.join(',')}}`)}::text[])),
        users, console);
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    declare
      console text := current_database() || ${sql.lit(SUFFIX)};
    begin
      execute format('revoke select on %I.users from %I', current_schema(), console);
      execute format('grant select on %I.users to %I', current_schema(), console);
    end
    $$`.execute(db);
}
