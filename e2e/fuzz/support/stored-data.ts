// What the system has stored, as one digest per table of its database (every service's schema), so the fuzz can
// tell whether a request it sent changed anything: a refused request must change nothing.
import pg from 'pg';

/** Table → digest of its rows (their count and newest row version). */
export type Digest = Map<string, string>;

/** Migration bookkeeping: no request writes it. */
const ignoredTables = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * Tables whose rows the system itself updates after the request that made them (an AI job's worker, a live game's
 * timer, the outbox relay marking what it published, key rotation): only which rows exist is compared, not their
 * content. A change to processed_events says an event consumer ran meanwhile (isConsumerActivity).
 */
const rowsOnlyTables = new Set([
  'outbox',
  'jobs',
  'games',
  'game_questions',
  'signing_keys',
  'processed_events',
]);

/**
 * Tables only event consumers write without a processed_events row of their own (each row is keyed by its event,
 * or guarded by the event's time): the classroom's copy of drill answers and its view of auth's teams.
 */
const consumerTables = new Set([
  'classroom.drill_answers',
  'classroom.teams',
  'classroom.team_members',
  'classroom.team_people',
]);

/** A consumer handled an event meanwhile: other changes then may be its doing, not the request's. */
export const isConsumerActivity = (table: string) =>
  table.endsWith('.processed_events') || consumerTables.has(table);

/**
 * Tables a request answered 422 may write: an AI job that ran is audited and announced (`ai.job.completed`)
 * whatever came of it, one its provider found unanswerable too (the offline provider, without the answer in the
 * source text). Its input was valid; the job's outcome was the refusal.
 */
export const mayChangeWhenUnprocessable = new Set(['ai.jobs', 'ai.outbox']);

/**
 * Tables a refused request may write, each on purpose: a wrong password (or sign-in code) counts towards locking
 * the account or the browser; every registration attempt, and every new browser's login cookie, from an address
 * spends its budget, a refused one too (address-budget.repository); a join code that is no team's counts as a guess
 * against its user (join-guesses.repository); the SQL console audits every statement an admin sends, those Postgres
 * refuses too. (The classroom's team view,
 * which a team loaded from auth's snapshot on the way to a 403 fills, is consumer-written: a change to it leaves
 * the request unjudged before this list is asked.)
 */
export const mayChangeWhenRefused = new Set([
  'auth.join_guesses',
  'auth.login_throttle',
  'auth.registration_budget',
  'auth.browser_budget',
  'content.sql_audit',
]);

export class StoredData {
  private readonly client: pg.Client;
  private query = '';

  constructor(connectionString: string) {
    this.client = new pg.Client({ connectionString, application_name: 'quizdrill-fuzz' });
  }

  async open(): Promise<void> {
    await this.client.connect();
    const { rows } = await this.client.query<{ schema: string; table: string; keys: string[] | null }>(
      `select t.table_schema as schema, t.table_name as table,
              (select array_agg(a.attname::text order by a.attnum)
                 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                where i.indrelid = format('%I.%I', t.table_schema, t.table_name)::regclass and i.indisprimary) as keys
         from information_schema.tables t
        where t.table_type = 'BASE TABLE' and t.table_schema not in ('pg_catalog', 'information_schema', 'public')
        order by 1, 2`,
    );
    const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const parts = rows
      .filter(({ table }) => !ignoredTables.has(table))
      .map(({ schema, table, keys }) => {
        const name = `${ident(schema)}.${ident(table)}`;
        if (rowsOnlyTables.has(table) && keys && keys.length > 0) {
          const row = `row(${keys.map((key) => `t.${ident(key)}`).join(', ')})::text`;
          return `select '${schema}.${table}' as name, count(*)::text || ':' || coalesce(md5(string_agg(${row}, '|' order by ${row})), '') as digest from ${name} t`;
        }
        // Cheap enough to read after every request: an insert or an update writes a row version with a newer
        // transaction id (xmin) than any before it, a delete lowers the count.
        return `select '${schema}.${table}' as name, count(*)::text || ':' || coalesce(max(t.xmin::text::bigint), 0)::text as digest from ${name} t`;
      });
    this.query = parts.join('\nunion all\n');
  }

  async close(): Promise<void> {
    await this.client.end();
  }

  async digest(): Promise<Digest> {
    // Prepared once (named): it runs after every request.
    const { rows } = await this.client.query<{ name: string; digest: string }>({
      name: 'fuzz-digest',
      text: this.query,
    });
    return new Map(rows.map(({ name, digest }) => [name, digest]));
  }

  /** Events written but not yet published by the services' relays. */
  async unpublishedEvents(): Promise<number> {
    const { rows } = await this.client.query<{ schema: string }>(
      `select table_schema as schema from information_schema.tables where table_name = 'outbox'`,
    );
    if (rows.length === 0) return 0;
    const counts = await this.client.query<{ count: string }>(
      rows
        .map(({ schema }) => `select count(*) from "${schema}".outbox where published_at is null`)
        .join(' union all '),
    );
    return counts.rows.reduce((sum, { count }) => sum + Number(count), 0);
  }

  /**
   * Waits until what an accepted request set going has finished: its events published, nothing changing for a
   * moment. A consumer that writes later still is told apart by its processed_events row (isConsumerActivity), so
   * the moment can be short. Bounded: a system that never settles is reported by the next check, not waited on.
   */
  async settle(): Promise<Digest> {
    const deadline = Date.now() + 5_000;
    let previous = await this.snapshot();
    let quiet = 0;
    // Two quiet looks in a row: a worker's write (quiz-worker storing answers from its Redis outbox) comes a moment
    // after the answer.
    while (Date.now() < deadline && quiet < 2) {
      await new Promise((resolve) => setTimeout(resolve, 60));
      const current = await this.snapshot();
      quiet = current.unpublished === 0 && sameDigest(current.digest, previous.digest) ? quiet + 1 : 0;
      previous = current;
    }
    return previous.digest;
  }

  private async snapshot() {
    return { digest: await this.digest(), unpublished: await this.unpublishedEvents() };
  }
}

export function sameDigest(a: Digest, b: Digest): boolean {
  return changedTables(a, b).length === 0;
}

/** The tables whose digests differ. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
