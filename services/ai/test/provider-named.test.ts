// Issue 41: every AI answer says who gave it. The explanation's body stays SPEC.md's plain text and the provider
// travels in `X-AI-Provider`; generation names it in that header and in the job's status and event stream; and
// `/api/v2/ai/providers` tells a model select which models have no key (their requests get the built-in one).
import { type FakeAnthropic, startFakeAnthropic, WRONG_CAPITAL_ANSWER } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiSystem, newPremium, SWEDISH_TEXT, startAiSystem } from './support.js';

describe('which AI answered', () => {
  let anthropic: FakeAnthropic;
  let system: AiSystem;
  beforeAll(async () => {
    anthropic = await startFakeAnthropic();
    // Claude has a key, OpenAI has none.
    system = await startAiSystem({ ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: anthropic.url });
  });
  afterAll(async () => {
    await system.stop();
    await anthropic.close();
  });

  const explain = (aiModel?: string) =>
    system.call('POST', '/api/v2/explain', {
      as: newPremium(),
      body: { ...WRONG_CAPITAL_ANSWER, ...(aiModel ? { aiModel } : {}) },
    });

  it('when the chosen model has no key, then the built-in explainer answers in plain text and the header says offline', async () => {
    const response = await explain('openai');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('x-ai-provider')).toBe('offline');
    expect(await response.text()).toContain('Stockholm');
  });

  it('when the chosen model has a key, then it answers and the header names it; with none chosen, the configured one', async () => {
    anthropic.reply('B: Stockholm är huvudstaden.').reply('Stockholm, alltså B.');
    const chosen = await explain('claude');
    expect(chosen.headers.get('x-ai-provider')).toBe('claude');
    expect(await chosen.text()).toBe('B: Stockholm är huvudstaden.');
    const unnamed = await explain();
    expect(unnamed.headers.get('x-ai-provider')).toBe('claude');
  });

  it('when text to quiz runs on a model without a key, then the header, the job status and its event stream say offline', async () => {
    const premium = newPremium();
    const body = { text: SWEDISH_TEXT, courseName: 'geografi', maxQuestions: 2, aiModel: 'openai' };
    const direct = await system.call('POST', '/api/v2/generate-questions', { as: premium, body });
    expect(direct.status).toBe(200);
    expect(direct.headers.get('x-ai-provider')).toBe('offline');

    const started = await system.call('POST', '/api/v2/jobs/generate-questions', { as: premium, body });
    const { jobId } = await started.json();
    const stream = await (await system.call('GET', `/api/v2/jobs/${jobId}/events`, { as: premium })).text();
    const completed = JSON.parse(stream.split('event: completed\ndata: ')[1]!.split('\n')[0]!);
    expect(completed).toMatchObject({ state: 'completed', provider: 'offline' });
    const status = await (await system.call('GET', `/api/v2/jobs/${jobId}`, { as: premium })).json();
    expect(status.provider).toBe('offline');
  });

  it('when new options come from the built-in generator, then the header says so', async () => {
    const response = await system.call('POST', '/api/v2/questions/regenerate-options', {
      as: newPremium(),
      body: {
        questionText: 'Vilken stad är Sveriges huvudstad?',
        sourceText: SWEDISH_TEXT,
        aiModel: 'openai',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ai-provider')).toBe('offline');
  });

  it('when anyone signed in asks which providers are configured, then openai is marked unconfigured and claude answers by default', async () => {
    for (const who of ['student', 'admin'] as const) {
      const response = await system.call('GET', '/api/v2/ai/providers', { as: who });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        providers: [
          { id: 'openai', configured: false },
          { id: 'claude', configured: true },
        ],
        defaultProvider: 'claude',
      });
    }
    expect((await system.call('GET', '/api/v2/ai/providers')).status).toBe(401);
  });

  it('when a client reads the OpenAPI document, then the explanation documents its X-AI-Provider header', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document read as it comes
    const document: any = await (await fetch(`${system.url}/openapi.json`)).json();
    const ok = document.paths['/api/v2/explain'].post.responses['200'];
    expect(ok.headers['x-ai-provider'].schema.enum).toEqual(['openai', 'claude', 'offline']);
    expect(document.paths['/api/v2/ai/providers'].get).toBeDefined();
  });
});
