// Jobs survive what happens to workers and providers: a transient provider failure is retried, and a worker killed
// mid-job leaves the job to another worker, with the waiting client getting one result.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eventually, type FakeOpenAi, startFakeOpenAi } from '@quizdrill/test-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AiSystem, newPremium, SWEDISH_TEXT, startAiSystem } from './support.js';

const WORKER_ENTRY = fileURLToPath(new URL('../dist/worker.js', import.meta.url));

const questionsReply = JSON.stringify({
  questions: [
    {
      questionText: 'Vilken stad är Sveriges huvudstad?',
      options: [
        { optionText: 'Göteborg', isCorrect: false },
        { optionText: 'Stockholm', isCorrect: true },
        { optionText: 'Malmö', isCorrect: false },
        { optionText: 'Uppsala', isCorrect: false },
      ],
    },
  ],
});

describe('job recovery', () => {
  let openAi: FakeOpenAi;
  let system: AiSystem;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    openAi = await startFakeOpenAi();
    system = await startAiSystem(
      { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openAi.baseURL, AI_TIMEOUT_MS: '60000' },
      { worker: false },
    );
  });
  afterEach(() => {
    child?.kill('SIGKILL');
  });
  afterAll(async () => {
    await system.stop();
    await openAi.close();
  });

  const generate = (as = newPremium()) =>
    system.call('POST', '/api/v2/generate-questions', {
      as,
      body: { text: SWEDISH_TEXT, courseName: 'geografi', maxQuestions: 1, aiModel: 'openai' },
    });

  it('when a worker is killed mid-job, then another worker takes the job up and the client gets one result', async () => {
    openAi.hang().reply(questionsReply);
    child = spawn(process.execPath, [WORKER_ENTRY], {
      env: { ...process.env, ...system.env, AI_WORKER_PORT: '0' },
      stdio: 'ignore',
    });
    const answer = generate();
    // The killed worker's provider call is under way, then the worker dies without a word.
    await eventually(async () => openAi.requests.length === 1, 20_000);
    child.kill('SIGKILL');
    await system.startWorker();

    const response = await answer;
    expect(response.status).toBe(200);
    const questions = await response.json();
    expect(questions).toEqual([
      expect.objectContaining({ questionText: 'Vilken stad är Sveriges huvudstad?', courseName: 'geografi' }),
    ]);
    expect(openAi.requests).toHaveLength(2);
    const audits = await system.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'generate-questions')
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ succeeded: true, provider: 'openai' });
  }, 40_000);

  it('when the provider fails once, then the job is retried and succeeds; when it keeps failing, a clear 503', async () => {
    const before = openAi.requests.length;
    openAi.status(500).reply(questionsReply);
    const retried = await generate();
    expect(retried.status).toBe(200);
    expect(openAi.requests.length - before).toBe(2);

    openAi.status(503).status(503).status(503);
    const failed = await generate();
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({
      error: 'ai_provider_unavailable',
      message: 'The AI provider did not answer; try again shortly',
    });
  }, 30_000);
});
