// The record of each finished job in Postgres (its audit row and the `ai.job.completed` event, in one transaction)
// and of each provider call's usage.
import { enqueueEvent } from '@quizdrill/service-kit';
import type { Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type { AiTables } from '../db/tables.js';
import type { ProviderName, Usage } from '../providers/provider.js';

export interface UsageEntry {
  userId: string;
  provider: ProviderName;
  kind: string;
  usage?: Usage;
}

export async function recordUsage(db: Kysely<AiTables>, entry: UsageEntry): Promise<void> {
  await db
    .insertInto('usage')
    .values({
      user_id: entry.userId,
      provider: entry.provider,
      kind: entry.kind,
      input_tokens: entry.usage?.inputTokens ?? 0,
      output_tokens: entry.usage?.outputTokens ?? 0,
    })
    .execute();
}

export async function recordJobOutcome(
  db: Kysely<AiTables>,
  job: Job<{ userId: string }>,
  outcome: { succeeded: boolean; provider?: string; error?: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('jobs')
      .values({
        id: job.id!,
        user_id: job.data.userId,
        kind: job.name,
        provider: outcome.provider ?? null,
        succeeded: outcome.succeeded,
        attempts: job.attemptsMade + 1,
        error: outcome.error ?? null,
        created_at: new Date(job.timestamp),
      })
      // A job finished again (a stalled job's first run completing late) is recorded once.
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return;
    await enqueueEvent(trx, 'ai.job.completed', {
      jobId: job.id!,
      kind: job.name,
      userId: job.data.userId,
      succeeded: outcome.succeeded,
    });
  });
}
