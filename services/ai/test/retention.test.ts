// Issue 44: ai keeps the audit of its jobs and each user's usage for AI_AUDIT_RETENTION_DAYS. The daily sweep
// removes exactly the rows older than that and keeps the younger ones (a row exactly that old too).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiSystem, startAiSystem } from './support.js';

const DAY_MS = 24 * 3600 * 1000;

describe('AI audit retention', () => {
  let ai: AiSystem;
  beforeAll(async () => {
    ai = await startAiSystem({ AI_AUDIT_RETENTION_DAYS: '45' }, { worker: false });
  });
  afterAll(() => ai.stop());

  it('when the sweep runs, then exactly the job audit and usage rows older than their days go', async () => {
    const now = new Date();
    const cutoff = now.getTime() - 45 * DAY_MS;
    const userId = randomUUID();
    const times = [cutoff - 200 * DAY_MS, cutoff - 1, cutoff, cutoff + 1].map((at) => new Date(at));
    await ai.db
      .insertInto('jobs')
      .values(
        times.map((finishedAt) => ({
          id: randomUUID(),
          user_id: userId,
          kind: 'generate',
          provider: 'offline',
          succeeded: true,
          attempts: 1,
          error: null,
          created_at: new Date(finishedAt.getTime() - 1_000),
          finished_at: finishedAt,
        })),
      )
      .execute();
    await ai.db
      .insertInto('usage')
      .values(
        times.map((createdAt) => ({
          user_id: userId,
          provider: 'offline',
          kind: 'explain',
          input_tokens: 10,
          output_tokens: 20,
          created_at: createdAt,
        })),
      )
      .execute();

    const removed = await ai.sweep(now);

    expect(removed).toMatchObject({ 'AI job audit': 2, 'AI usage': 2 });
    const jobs = await ai.db
      .selectFrom('jobs')
      .select('finished_at')
      .where('user_id', '=', userId)
      .orderBy('finished_at')
      .execute();
    expect(jobs.map((row) => row.finished_at)).toEqual([times[2], times[3]]);
    const usage = await ai.db
      .selectFrom('usage')
      .select('created_at')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    expect(usage.map((row) => row.created_at)).toEqual([times[2], times[3]]);
  });
});
