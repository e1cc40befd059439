// Educators use every AI feature (SPEC §1 names them among those who generate from text and photos; DESIGN.md
// "Product decisions"): explanations, generation, option regeneration, photo-to-quiz and the job routes, without
// premium. Free users are still refused.
import { hasOneCorrectOption } from '@quizdrill/contracts';
import { CAPITAL_QUESTION, eventually, WRONG_CAPITAL_ANSWER } from '@quizdrill/test-kit';
import { textPhoto } from '@quizdrill/test-kit/text-photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiSystem, newEducator, SWEDISH_TEXT, startAiSystem } from './support.js';

const regeneration = { questionText: 'Vilken stad är Sveriges huvudstad?', sourceText: SWEDISH_TEXT };
const generation = { text: SWEDISH_TEXT, courseName: 'geografi', language: 'sv', maxQuestions: 1 };

async function photoForm(): Promise<FormData> {
  const form = new FormData();
  const png = await textPhoto(['Älgen åt blåbär i skogen']);
  form.set('file', new Blob([png], { type: 'image/png' }), 'sida.png');
  return form;
}

describe('AI features for educators', () => {
  let system: AiSystem;
  beforeAll(async () => {
    system = await startAiSystem();
  });
  afterAll(() => system.stop());

  it('when an educator without premium asks for an explanation, then it comes as plain text', async () => {
    const response = await system.call('POST', '/api/v2/explain', {
      as: newEducator(),
      body: WRONG_CAPITAL_ANSWER,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Stockholm');
  });

  it('when an educator generates questions and regenerates options, then both come back', async () => {
    const educator = newEducator();
    const generated = await system.call('POST', '/api/v2/generate-questions', {
      as: educator,
      body: generation,
    });
    expect(generated.status).toBe(200);
    const questions = await generated.json();
    expect(questions).toHaveLength(1);
    expect(hasOneCorrectOption(questions[0].options)).toBe(true);

    const regenerated = await system.call('POST', '/api/v2/questions/regenerate-options', {
      as: educator,
      body: regeneration,
    });
    expect(regenerated.status).toBe(200);
    expect(hasOneCorrectOption(await regenerated.json())).toBe(true);
  });

  it('when an educator sends a photo of text, then its text comes back', async () => {
    const response = await system.call('POST', '/api/v2/phototoquiz', {
      as: newEducator(),
      form: await photoForm(),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/blåbär/i);
  }, 60_000);

  it('when an educator starts each kind of job, then it is accepted and followed to its result', async () => {
    const educator = newEducator();
    const bodies = {
      'generate-questions': { body: generation },
      'regenerate-options': { body: regeneration },
      phototoquiz: { form: await photoForm() },
    };
    for (const [kind, body] of Object.entries(bodies)) {
      const started = await system.call('POST', `/api/v2/jobs/${kind}`, { as: educator, ...body });
      expect(started.status, kind).toBe(202);
      const { jobId } = await started.json();
      await eventually(async () => {
        const status = await system.call('GET', `/api/v2/jobs/${jobId}`, { as: educator });
        return (await status.json()).state === 'completed';
      }, 45_000);
      const events = await (
        await system.call('GET', `/api/v2/jobs/${jobId}/events`, { as: educator })
      ).text();
      expect(events, kind).toMatch(/event: completed\ndata: \{/);
    }
  }, 90_000);

  it('when a free user tries the same, then every route refuses with 403', async () => {
    const calls: [string, object][] = [
      ['/api/v2/explain', { body: { question: CAPITAL_QUESTION, selectedOption: 'A' } }],
      ['/api/v2/generate-questions', { body: generation }],
      ['/api/v2/questions/regenerate-options', { body: regeneration }],
      ['/api/v2/phototoquiz', { form: await photoForm() }],
      ['/api/v2/jobs/generate-questions', { body: generation }],
      ['/api/v2/jobs/regenerate-options', { body: regeneration }],
      ['/api/v2/jobs/phototoquiz', { form: await photoForm() }],
    ];
    for (const [path, options] of calls) {
      const response = await system.call('POST', path, { as: 'student', ...options });
      expect(response.status, path).toBe(403);
      expect((await response.json()).error, path).toBe('forbidden');
    }
  });
});
