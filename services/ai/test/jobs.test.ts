import { hasOneCorrectOption, JobPayloads, QueueName } from '@quizdrill/contracts';
import { eventually } from '@quizdrill/test-kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bullPrefix } from '../src/jobs/job-queues.js';
import { type AiSystem, newPremium, SWEDISH_TEXT, startAiSystem } from './support.js';

describe('ai jobs with the offline provider', () => {
  let system: AiSystem;
  beforeAll(async () => {
    system = await startAiSystem({ AI_GENERATE_PER_HOUR: '12' });
  });
  afterAll(() => system.stop());

  const generate = (body: object, as: Parameters<AiSystem['call']>[2] extends infer O ? O : never) =>
    system.call('POST', '/api/v2/generate-questions', { ...(as as object), body });

  it('when a premium member generates questions, then the job runs in the worker and the questions come back', async () => {
    const response = await generate(
      { text: SWEDISH_TEXT, courseName: 'geografi', language: 'sv', maxQuestions: 2 },
      { as: newPremium() },
    );
    expect(response.status).toBe(200);
    const questions = await response.json();
    expect(questions).toHaveLength(2);
    for (const question of questions) {
      expect(question).toMatchObject({
        courseName: 'geografi',
        language: 'sv',
        questionText: expect.any(String),
      });
      expect(hasOneCorrectOption(question.options)).toBe(true);
      expect(question.options.map((option: { optionLabel: string }) => option.optionLabel)).toEqual([
        'A',
        'B',
        'C',
        'D',
      ]);
    }
    await eventually(
      async () => (await system.db.selectFrom('jobs').selectAll().execute()).length > 0,
      15_000,
    );
    const [audit] = await system.db.selectFrom('jobs').selectAll().execute();
    expect(audit).toMatchObject({ kind: 'generate-questions', provider: 'offline', succeeded: true });
    expect(await system.db.selectFrom('usage').selectAll().execute()).toContainEqual(
      expect.objectContaining({ provider: 'offline', kind: 'generate-questions' }),
    );
  });

  it('when the text is over 500 words, or the caller is a free user, then a clear 4xx and no job', async () => {
    const long = Array.from({ length: 501 }, (_, index) => `ord${index}`).join(' ');
    const tooLong = await generate({ text: long, courseName: 'x' }, { as: newPremium() });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      error: 'error.textTooLong',
      message: 'The text may be at most 500 words; this one has 501',
    });
    const refused = await generate({ text: SWEDISH_TEXT, courseName: 'x' }, { as: 'student' });
    expect(refused.status).toBe(403);
    expect((await system.call('POST', '/api/v2/generate-questions', { body: {} })).status).toBe(401);
  });

  it('when maxQuestions is above the word-count estimate, then no more questions than the estimate come', async () => {
    // 20 words: under 50 words the estimate is 1.
    const text =
      'Vänern är Sveriges största sjö. Kebnekaise är Sveriges högsta berg. Visby ligger på Gotland i Östersjön nära fastlandet.';
    const response = await generate({ text, courseName: 'kort', maxQuestions: 10 }, { as: 'admin' });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
  });

  it('when a job is started through /jobs, then its state, progress and result can be followed, also as events', async () => {
    const premium = newPremium();
    const started = await system.call('POST', '/api/v2/jobs/generate-questions', {
      as: premium,
      body: { text: SWEDISH_TEXT, courseName: 'geografi', maxQuestions: 2 },
    });
    expect(started.status).toBe(202);
    const { jobId } = await started.json();
    expect(jobId).toMatch(/^generate-questions-/);

    const events = await system.call('GET', `/api/v2/jobs/${jobId}/events`, { as: premium });
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const stream = await events.text();
    expect(stream).toMatch(/event: completed\ndata: \{/);
    const final = JSON.parse(stream.split('event: completed\ndata: ')[1]!.split('\n')[0]!);
    expect(final).toMatchObject({ jobId, kind: 'generate-questions', state: 'completed', progress: 100 });
    expect(final.result).toHaveLength(2);

    const status = await (await system.call('GET', `/api/v2/jobs/${jobId}`, { as: premium })).json();
    expect(status).toEqual(final);
    // Someone else's job is as unknown as a missing one.
    expect((await system.call('GET', `/api/v2/jobs/${jobId}`, { as: newPremium() })).status).toBe(404);
    expect((await system.call('GET', '/api/v2/jobs/generate-questions-nope', { as: premium })).status).toBe(
      404,
    );
  });

  it('when the same idempotency key is sent twice, then one job serves both and counts once', async () => {
    const premium = newPremium();
    const start = () =>
      system.call('POST', '/api/v2/jobs/regenerate-options', {
        as: premium,
        headers: { 'idempotency-key': 'regen-1' },
        body: {
          questionText: 'Vilken stad är Sveriges huvudstad?',
          sourceText: SWEDISH_TEXT,
          language: 'sv',
        },
      });
    const first = await (await start()).json();
    const second = await (await start()).json();
    expect(second.jobId).toBe(first.jobId);
    await eventually(
      async () =>
        (await (await system.call('GET', `/api/v2/jobs/${first.jobId}`, { as: premium })).json()).state ===
        'completed',
      15_000,
    );
    const status = await (await system.call('GET', `/api/v2/jobs/${first.jobId}`, { as: premium })).json();
    expect(hasOneCorrectOption(status.result)).toBe(true);
  });

  it('when a user goes over the hourly limit, then 429 with the time to wait', async () => {
    const premium = newPremium();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 13; attempt += 1) {
      const response = await system.call('POST', '/api/v2/jobs/regenerate-options', {
        as: premium,
        body: { questionText: `Fråga ${attempt}?`, language: 'sv' },
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await response.json()).message).toMatch(/try again in \d+ minutes/);
      }
    }
    expect(statuses.slice(0, 12).every((status) => status === 202)).toBe(true);
    expect(statuses[12]).toBe(429);
  });

  it('when a job carries data its queue does not take, then it fails at once without retries', async () => {
    const redis = new Redis(system.environment.redis.url, { maxRetriesPerRequest: null });
    const queue = new Queue(QueueName.generate, {
      connection: redis,
      prefix: bullPrefix(system.env.REDIS_KEY_PREFIX ?? ''),
    });
    try {
      expect(JobPayloads[QueueName.generate]).toBeDefined();
      const job = await queue.add(
        'generate-questions',
        { userId: 'u', text: '' },
        { attempts: 3, jobId: 'generate-questions-bad' },
      );
      await eventually(async () => (await job.getState()) === 'failed', 15_000);
      const failed = await queue.getJob(job.id!);
      expect(failed!.attemptsMade).toBe(1);
      expect(JSON.parse(failed!.failedReason).status).toBe(400);
    } finally {
      await queue.close();
      redis.disconnect();
    }
  });
});
