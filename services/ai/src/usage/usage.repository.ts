// Usage in Postgres, as admins see it: per user and provider, over recent days. The rows keep users by id; their
// usernames are auth's at the time of reading (usernames.ts).
import { type Static, Type } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { AiTables } from '../db/tables.js';
import type { UsernamesOf } from './usernames.js';

/** A user auth no longer knows: erased, their usage not yet removed by ai's own erasure. */
export const ERASED_USERNAME = '—';

export const UsageRow = Type.Object({
  userId: Type.String(),
  username: Type.String(),
  provider: Type.String(),
  requests: Type.Integer(),
  inputTokens: Type.Integer(),
  outputTokens: Type.Integer(),
  lastUsedAt: Type.String({ format: 'date-time' }),
});
export type UsageRow = Static<typeof UsageRow>;

export class UsageReport {
  constructor(
    private readonly db: Kysely<AiTables>,
    private readonly usernamesOf: UsernamesOf,
  ) {}

  async lastDays(days: number): Promise<UsageRow[]> {
    const rows = await this.db
      .selectFrom('usage')
      .select((eb) => [
        'user_id',
        'provider',
        eb.fn.countAll<string>().as('requests'),
        eb.fn.sum<string>('input_tokens').as('input_tokens'),
        eb.fn.sum<string>('output_tokens').as('output_tokens'),
        eb.fn.max('created_at').as('last_used_at'),
      ])
      .where('created_at', '>', sql<Date>`now() - make_interval(days => ${days})`)
      .groupBy(['user_id', 'provider'])
      .orderBy('requests', 'desc')
      .limit(500)
      .execute();
    const usernames = await this.usernamesOf([...new Set(rows.map((row) => row.user_id))]);
    return rows.map((row) => ({
      userId: row.user_id,
      username: usernames.get(row.user_id) ?? ERASED_USERNAME,
      provider: row.provider,
      requests: Number(row.requests),
      inputTokens: Number(row.input_tokens),
      outputTokens: Number(row.output_tokens),
      lastUsedAt: new Date(row.last_used_at).toISOString(),
    }));
  }
}
