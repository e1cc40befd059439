import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) =>
      column.notNull().check(sql`role in ('ROLE_USER', 'ROLE_PREMIUM', 'ROLE_EDUCATOR', 'ROLE_ADMIN')`),
    )
    .addColumn('user_group', 'uuid')
    .addColumn('stripe_customer_id', 'text')
    .addColumn('stripe_subscription_id', 'text')
    .addColumn('is_premium', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // Case-insensitive uniqueness: "Anna" and "anna" are one account, and so are two spellings of one email.
  await sql`create unique index users_username_unique on users (lower(username))`.execute(db);
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);

  await db.schema
    .createTable('credentials')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('oauth_identities')
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('oauth_identities_pk', ['provider', 'subject'])
    .execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_failure_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('signing_keys')
    .addColumn('kid', 'text', (column) => column.primaryKey())
    .addColumn('private_jwk', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('retired_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('groups')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('owner_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('group_members')
    .addColumn('group_id', 'uuid', (column) => column.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('group_members_user').on('group_members').column('user_id').execute();
  await sql`alter table users add constraint users_user_group_fk foreign key (user_group) references groups (id) on delete set null`.execute(
    db,
  );
}
