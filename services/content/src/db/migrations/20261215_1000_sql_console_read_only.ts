// The admin SQL console becomes read-only by the database's own grants (issue 39). Its role may read four tables
// and nothing else: no writes (a change made there skipped the outbox, so quiz's read model went stale), no
// temporary tables, no role it could SET ROLE to, and a cap on the temporary files a statement may write.
//
// The role is `<database>_sql_console`, one per database: roles belong to the server, and the databases on one
// server (an environment's, every test run's, created at the same moment) must not share one whose attributes and
// settings they would each change at once. The shared `quizdrill_sql_console` of 20261121_1010 keeps nothing here.
import { type Kysely, sql } from 'kysely';

// Fixed here rather than imported: a migration is history and must not change when the code around it does.
const SUFFIX = '_sql_console';
const LEGACY_ROLE = 'quizdrill_sql_console';
const TABLES = ['users', 'courses', 'questions', 'options'];
/**
 * The temporary files one console session may write (sorts and hashes past work_mem, materialized results). Every
 * answer is at most 1,000 rows; an admin's query over this schema's tables needs far less.
 */
const TEMP_FILE_LIMIT = '64MB';
/** Statements at once over all content replicas (each pools two): the console is for one admin at a time. */
const CONNECTION_LIMIT = 4;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    declare
      console text := current_database() || ${sql.lit(SUFFIX)};
      console_oid oid;
    begin
      -- Postgres would cut a longer name, and the service would log in as a role that is not there.
      if octet_length(console) > 63 then
        raise exception 'the SQL console role % is longer than 63 bytes: give the database a shorter name', console;
      end if;

      -- Where the migrating user may not create roles (production), an operator creates it beforehand.
      if not exists (select from pg_roles where rolname = console) then
        execute format('create role %I login noinherit connection limit %s', console, ${sql.lit(CONNECTION_LIMIT)});
      end if;
      if exists (
        select from pg_roles
        where rolname = console
          and (rolsuper or rolinherit or rolcreaterole or rolcreatedb or rolreplication or rolbypassrls
               or not rolcanlogin or rolconnlimit <> ${sql.lit(CONNECTION_LIMIT)})
      ) then
        begin
          execute format(
            'alter role %I nosuperuser noinherit nocreaterole nocreatedb noreplication nobypassrls login connection limit %s',
            console, ${sql.lit(CONNECTION_LIMIT)});
        exception when insufficient_privilege then
          raise exception 'the SQL console role % may do more than read, and this user may not change it', console
            using hint = format('ALTER ROLE %I NOSUPERUSER NOINHERIT NOCREATEROLE NOCREATEDB NOREPLICATION '
                                || 'NOBYPASSRLS LOGIN CONNECTION LIMIT %s', console, ${sql.lit(CONNECTION_LIMIT)});
        end;
      end if;
      -- SET ROLE reaches every role the login is a member of, whatever INHERIT says.
      select oid into console_oid from pg_roles where rolname = console;
      if exists (select from pg_auth_members where member = console_oid) then
        raise exception 'the SQL console role % is a member of other roles, which SET ROLE would reach', console
          using hint = format('REVOKE those roles FROM %I', console);
      end if;

      if console <> ${sql.lit(LEGACY_ROLE)} and exists (select from pg_roles where rolname = ${sql.lit(LEGACY_ROLE)}) then
        execute format('revoke all on all tables in schema %I from %I', current_schema(), ${sql.lit(LEGACY_ROLE)});
        execute format('revoke usage on schema %I from %I', current_schema(), ${sql.lit(LEGACY_ROLE)});
      end if;

      -- Read, nothing else; what it may read is one grant per table, so a column can be kept from it later (a
      -- column grant in place of the table's, or a view).
      execute format('revoke all on all tables in schema %I from %I', current_schema(), console);
      execute format('revoke all on all sequences in schema %I from %I', current_schema(), console);
      execute format('grant usage on schema %I to %I', current_schema(), console);
      execute format('grant select on %s to %I',
        (select string_agg(format('%I.%I', current_schema(), name), ', ')
         from unnest(${sql.lit(`{${TABLES.join(',')}}`)}::text[]) as name),
        console);

      -- Every role may make temporary tables through PUBLIC, so PUBLIC loses it; no service uses them.
      execute format('revoke temporary on database %I from public', current_database());
      if has_database_privilege(console, current_database(), 'temporary') then
        raise exception 'the SQL console role % may still create temporary tables', console
          using hint = format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC, as the database''s owner',
                              current_database());
      end if;

      -- Only a superuser (or a user granted SET on it) may set temp_file_limit; elsewhere it stays unlimited, as
      -- the service's .env.example says.
      begin
        execute format('alter role %I set temp_file_limit = %L', console, ${sql.lit(TEMP_FILE_LIMIT)});
      exception when insufficient_privilege then
        null;
      end;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The role stays, with its attributes: an operator may have made it.
  await sql`
    do $$
    declare
      console text := current_database() || ${sql.lit(SUFFIX)};
    begin
      execute format('revoke all on all tables in schema %I from %I', current_schema(), console);
      execute format('revoke usage on schema %I from %I', current_schema(), console);
      execute format('grant temporary on database %I to public', current_database());
    end
    $$`.execute(db);
}
