// Tables the service kit itself needs in every service schema: the outbox and the consumers' processed-event log.
import { type Generated, type Kysely, type Migration, sql } from 'kysely';

// Named like service migrations so they sort first: every service's own migrations come later in time.
export const serviceKitMigrations: Record<string, Migration> = {
  '20260101_0000_service_kit_outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox')
        .addColumn('sequence', 'bigserial', (column) => column.primaryKey())
        .addColumn('id', 'uuid', (column) => column.notNull().unique())
        .addColumn('type', 'text', (column) => column.notNull())
        .addColumn('envelope', 'jsonb', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('published_at', 'timestamptz')
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .execute();
      // The relay only ever looks for unpublished rows, so index just those.
      await sql`create index outbox_unpublished on outbox (sequence) where published_at is null`.execute(db);
    },
  },
  '20260101_0001_service_kit_processed_events': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('processed_events')
        .addColumn('consumer', 'text', (column) => column.notNull())
        .addColumn('event_id', 'uuid', (column) => column.notNull())
        .addColumn('processed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('processed_events_pk', ['consumer', 'event_id'])
        .execute();
    },
  },
};

export interface ServiceKitTables {
  outbox: {
    sequence: Generated<string>;
    id: string;
    type: string;
    envelope: unknown;
    created_at: Generated<Date>;
    published_at: Date | null;
    attempts: Generated<number>;
    last_error: string | null;
  };
  processed_events: {
    consumer: string;
    event_id: string;
    processed_at: Generated<Date>;
  };
}

/**
 * Any service's database (or transaction): its tables always include the kit's. Kysely's types are invariant in
 * the table map, so a precise `Kysely<T & ServiceKitTables>` parameter would reject every real service database.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above; the kit only touches its own tables through it.
export type ServiceDatabase = Kysely<any>;
