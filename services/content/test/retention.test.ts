// Issue 44: content keeps the admin SQL console's audit for SQL_AUDIT_RETENTION_DAYS. The daily sweep removes exactly
// the statements that ran before that and keeps the younger ones (one exactly that old too).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentUnderTest, startContent } from './support.js';

const DAY_MS = 24 * 3600 * 1000;

describe('SQL console audit retention', () => {
  let content: ContentUnderTest;
  beforeAll(async () => {
    content = await startContent({ SQL_AUDIT_RETENTION_DAYS: '120' });
  });
  afterAll(() => content.stop());

  it('when the sweep runs, then exactly the audited statements older than their days go', async () => {
    const now = new Date();
    const cutoff = now.getTime() - 120 * DAY_MS;
    const userId = randomUUID();
    const times = [cutoff - 400 * DAY_MS, cutoff - 1, cutoff, cutoff + 1];
    await content.db
      .insertInto('sql_audit')
      .values(
        times.map((at) => ({
          user_id: userId,
          statement: 'select count(*) from courses',
          outcome: 'ok',
          command: 'SELECT',
          row_count: 1,
          error: null,
          duration_ms: 3,
          executed_at: new Date(at),
        })),
      )
      .execute();

    const removed = await content.sweep(now);

    expect(removed['SQL console audit']).toBe(2);
    const left = await content.db
      .selectFrom('sql_audit')
      .select('executed_at')
      .where('user_id', '=', userId)
      .orderBy('executed_at')
      .execute();
    expect(left.map((row) => row.executed_at.getTime())).toEqual([cutoff, cutoff + 1]);
  });
});
