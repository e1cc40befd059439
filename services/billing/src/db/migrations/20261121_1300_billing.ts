import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One Stripe customer per user, created at the first checkout and reused after.
  await db.schema
    .createTable('customers')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('stripe_customer_id', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  // Each subscription's current state as last read from Stripe, and whether it makes its user premium.
  await db.schema
    .createTable('subscriptions')
    .addColumn('stripe_subscription_id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('stripe_customer_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('premium', 'boolean', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user').on('subscriptions').column('user_id').execute();

  // Webhook events applied, written in the same transaction as their effects: a replay changes nothing.
  await db.schema
    .createTable('processed_stripe_events')
    .addColumn('event_id', 'text', (column) => column.primaryKey())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('processed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('checkout_attempts')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('idempotency_key', 'uuid', (column) => column.notNull().unique())
    .addColumn('stripe_session_id', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('educator_leads')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('school', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('group_size', 'integer', (column) => column.notNull())
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('educator_leads_created').on('educator_leads').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('educator_leads').execute();
  await db.schema.dropTable('checkout_attempts').execute();
  await db.schema.dropTable('processed_stripe_events').execute();
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropTable('customers').execute();
}
