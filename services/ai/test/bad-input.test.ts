// Bad input at the ai service's edge (issue 14): a clear 4xx saying why, never a 5xx, and no job started.
import { randomUUID } from 'node:crypto';
import { answerToUnfinishedBody, type TokenSubject } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiSystem, newPremium, SWEDISH_TEXT, startAiSystem } from './support.js';

describe('bad input', () => {
  let system: AiSystem;
  beforeAll(async () => {
    system = await startAiSystem();
  });
  afterAll(() => system.stop());

  const jobsOf = (who: TokenSubject) =>
    system.db.selectFrom('jobs').select('id').where('user_id', '=', who.id).execute();

  /** A body sent as written, with the content type given. */
  const send = async (who: TokenSubject, path: string, contentType: string, body: string | Uint8Array) =>
    fetch(`${system.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await system.tokenFor(who)}`, 'content-type': contentType },
      body,
    });

  it('when new options are asked for with a source text that lacks the answer, then 422 saying so (not 502)', async () => {
    const response = await system.call('POST', '/api/v2/questions/regenerate-options', {
      as: newPremium(),
      body: { questionText: 'Vem uppfann telefonen?', sourceText: SWEDISH_TEXT, language: 'sv' },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'error.answerNotInSource',
      message: 'error.answerNotInSource',
    });
  });

  it('when new options are asked for with the answer in the source text, then options, one correct', async () => {
    const response = await system.call('POST', '/api/v2/questions/regenerate-options', {
      as: newPremium(),
      body: { questionText: 'Vilken stad är Sveriges huvudstad?', sourceText: SWEDISH_TEXT, language: 'sv' },
    });
    expect(response.status).toBe(200);
    const options: { isCorrect: boolean }[] = await response.json();
    expect(options.filter((option) => option.isCorrect)).toHaveLength(1);
  });

  it.each(['/api/v2/jobs/regenerate-options', '/api/v2/questions/regenerate-options'])(
    'when %s gets a body nesting 5,000 levels deep, then 400 and no job',
    async (path) => {
      const premium = newPremium();
      const deep = `{"questionText":"Fråga?","sourceText":${'['.repeat(5000)}${']'.repeat(5000)}}`;
      const response = await send(premium, path, 'application/json', deep);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /nested deeper than 32 levels/,
      );
      expect(await jobsOf(premium)).toEqual([]);
    },
  );

  it.each([
    ['/api/v2/questions/regenerate-options', { questionText: 'Vem\u0000?', sourceText: SWEDISH_TEXT }],
    ['/api/v2/jobs/regenerate-options', { questionText: 'Vem?', sourceText: `${SWEDISH_TEXT}\u0000` }],
    ['/api/v2/jobs/generate-questions', { text: SWEDISH_TEXT, courseName: 'kurs\u0001' }],
    ['/api/v2/explain', { question: { questionText: 'x\u0000', options: [] }, selectedOption: 'A' }],
  ])('when %s gets a control character, then 400 naming the field and no job', async (path, body) => {
    const premium = newPremium();
    const response = await system.call('POST', path, { as: premium, body });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^body\/\S+ must not contain control characters/);
    expect(await jobsOf(premium)).toEqual([]);
  });

  // Issue 43's explain fields: a kind not known, and prompts, feedback or explanation of the wrong type or size.
  const explainQuestion = { questionText: 'Vilken?', options: [] };
  it.each([
    ['a kind not known', { ...explainQuestion, kind: 'essay' }, /body\/question\/kind/],
    ['a kind in capitals', { ...explainQuestion, kind: 'SHORT' }, /body\/question\/kind/],
    ['a kind that is a number', { ...explainQuestion, kind: 3 }, /body\/question\/kind/],
    ['prompts as one string', { ...explainQuestion, kind: 'matching', prompts: 'Sverige' }, /prompts/],
    [
      'prompts past the most items',
      { ...explainQuestion, kind: 'matching', prompts: Array.from({ length: 200 }, () => 'x') },
      /prompts/,
    ],
    ['feedback of numbers', { ...explainQuestion, kind: 'short', feedback: [1, 2] }, /feedback/],
    ['an explanation that is an object', { ...explainQuestion, explanation: { text: 'x' } }, /explanation/],
    ['a choice kind with no options', { ...explainQuestion, kind: 'multiple' }, /at least 2 options/],
  ])(
    'when an explanation is asked for with %s, then 400 saying which field',
    async (_, question, message) => {
      const premium = newPremium();
      const response = await system.call('POST', '/api/v2/explain', {
        as: premium,
        body: { question, selectedOption: 'A' },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(message);
    },
  );

  it('when a job body has a number as text, then 400: JSON bodies are not coerced', async () => {
    const premium = newPremium();
    const response = await system.call('POST', '/api/v2/jobs/generate-questions', {
      as: premium,
      body: { text: SWEDISH_TEXT, courseName: 'kurs', maxQuestions: '3' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/maxQuestions/);
    expect(await jobsOf(premium)).toEqual([]);
  });

  it.each(['/api/v2/phototoquiz', '/api/v2/jobs/phototoquiz'])(
    'when %s gets multipart/form-data without a boundary, then 400 saying so',
    async (path) => {
      const premium = newPremium();
      const response = await send(premium, path, 'multipart/form-data', 'file=x');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/boundary/);
      expect(await jobsOf(premium)).toEqual([]);
    },
  );

  const PHOTO_ROUTES = ['/api/v2/phototoquiz', '/api/v2/jobs/phototoquiz'];
  const photoForm = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
    `Content-Type: image/png\r\n\r\n${'x'.repeat(100)}\r\n--${boundary}--\r\n`;

  it.each(PHOTO_ROUTES)(
    'when %s gets a boundary of 300 characters, then 400 saying so (not busboy’s 500) and no job',
    async (path) => {
      const premium = newPremium();
      const boundary = 'b'.repeat(300);
      const response = await send(
        premium,
        path,
        `multipart/form-data; boundary=${boundary}`,
        photoForm(boundary),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'bad_request',
        message: 'The multipart/form-data boundary is 300 characters long: at most 70 are allowed (RFC 2046)',
      });
      expect(await jobsOf(premium)).toEqual([]);
    },
  );

  it.each([...PHOTO_ROUTES, '/api/v2/jobs/generate-questions'])(
    'when a student sends %s a body, then 403 comes before the body is read',
    async (path) => {
      const student: TokenSubject = { id: randomUUID(), username: 'elev', role: 'ROLE_USER' };
      // Only the first bytes of a body announced as a megabyte: a route that read it first would never answer.
      const answer = await answerToUnfinishedBody(`${system.url}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await system.tokenFor(student)}`,
          'content-type': path.endsWith('phototoquiz')
            ? 'multipart/form-data; boundary=B'
            : 'application/json',
        },
        start: path.endsWith('phototoquiz') ? photoForm('B').slice(0, 40) : '{"text":"',
        declaredLength: 1_000_000,
      });
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe('forbidden');
    },
  );

  it('when two photos of 3 MB each are sent, then 400 "one photo", not "File must be max 5 MB"', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(3_000_000)], { type: 'image/png' }), 'a.png');
    form.append('file', new Blob([new Uint8Array(3_000_000)], { type: 'image/png' }), 'b.png');
    const response = await system.call('POST', '/api/v2/phototoquiz', { as: newPremium(), form });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Send one photo, in the field "file"');
  });
});
