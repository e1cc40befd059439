// Issue 41: in development without Stripe, the simulated checkout's subscriptions and invoices are kept here, so a
// member can see, cancel and resume their plan, and its period ends and renews, as with Stripe.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('simulated_subscriptions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('current_period_start', 'timestamptz', (column) => column.notNull())
    .addColumn('current_period_end', 'timestamptz', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // The periods that have run out are found by their end.
  await db.schema
    .createIndex('simulated_subscriptions_period_end')
    .on('simulated_subscriptions')
    .column('current_period_end')
    .where(sql.ref('status'), '=', 'active')
    .execute();

  await db.schema
    .createTable('simulated_invoices')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('subscription_id', 'text', (column) => column.notNull())
    .addColumn('number', 'text', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('period_start', 'timestamptz', (column) => column.notNull())
    .addColumn('period_end', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('simulated_invoices_customer')
    .on('simulated_invoices')
    .columns(['customer_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('simulated_invoices').execute();
  await db.schema.dropTable('simulated_subscriptions').execute();
}
