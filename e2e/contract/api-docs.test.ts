// The API reference (issue 43): the merged OpenAPI document names every route with a summary and describes every
// parameter and request-body property, and /api/docs answers JSON to API clients and a readable page to browsers.
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/accounts.js';
import { type OpenApiDocument, undocumented } from '../support/openapi-descriptions.js';
import { baseUrl } from '../support/system.js';

type Caller = 'anonymous' | 'student' | 'premium' | 'educator' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'student', 'premium', 'educator', 'admin'];

describe('the API reference', () => {
  it('when a client reads the merged OpenAPI document, then every route has a summary and every parameter a description', async () => {
    const document = (await (await fetch(`${baseUrl()}/api/docs`)).json()) as OpenApiDocument;
    expect(Object.keys(document.paths ?? {}).length).toBeGreaterThan(50);
    expect(undocumented(document)).toEqual([]);
    const submit = document.paths?.['/api/v2/quiz/submit']?.post;
    expect(submit?.parameters?.find((parameter) => parameter.name === 'questionId')?.description).toMatch(
      /next question/,
    );
  });
});

describe('the API reference: who may read it', () => {
  const tokens = {} as Record<Exclude<Caller, 'anonymous'>, string>;
  beforeAll(async () => {
    for (const seeded of ['student', 'premium', 'educator', 'admin'] as const)
      tokens[seeded] = await loginAs(seeded);
  });

  /** Each route as a client and as a browser asks for it, and the type it answers. */
  const ROUTES: [string, string, RegExp][] = [
    ['/api/docs', 'application/json', /^application\/json/],
    ['/api/docs', 'text/html,application/xhtml+xml,*/*;q=0.8', /^text\/html/],
    ['/api/docs/openapi.json', 'application/json', /^application\/json/],
    ['/api/docs/openapi.json', 'text/html,application/xhtml+xml,*/*;q=0.8', /^application\/json/],
  ];

  // Public: a signed-in caller's token changes nothing, and no one is refused.
  for (const [path, accept, type] of ROUTES) {
    it.each(CALLERS)(`GET ${path} accepting ${accept.split(',')[0]}: 200 as %s`, async (caller) => {
      const headers: Record<string, string> = { accept };
      if (caller !== 'anonymous') headers.authorization = `Bearer ${tokens[caller]}`;
      const answer = await fetch(`${baseUrl()}${path}`, { headers });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(type);
      const body = await answer.text();
      expect(body).toContain('/api/v2/quiz/submit');
    });
  }
});
