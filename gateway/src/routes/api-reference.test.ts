import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REFERENCE_POLICY, renderReference } from './api-reference.js';
import { wantsPage } from './docs.routes.js';

const document = {
  openapi: '3.0.3',
  info: {
    title: 'QuizDrill API',
    version: '0.1.0+abc1234',
    description: 'Merged from the services that answered: quiz.',
  },
  paths: {
    '/api/v2/quiz/submit': {
      post: {
        summary: 'Answer the current question',
        tags: ['quiz'],
        security: [{ bearer: [] }],
        parameters: [
          {
            name: 'questionId',
            in: 'query',
            required: false,
            description: 'With it, the response carries the next question as `next`.',
            schema: { type: 'integer', minimum: 1 },
          },
        ],
        responses: {
          '200': {
            description: 'Default Response',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Submit' } } },
          },
          '409': {
            description: 'Default Response',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/def-0' } } },
          },
        },
      },
    },
    '/api/v2/courses': {
      post: {
        summary: 'Create a course',
        responses: {
          '201': {
            description: 'The course',
            content: {
              'application/json': {
                schema: {
                  allOf: [
                    { type: 'object', properties: { id: { type: 'integer', description: 'Its id' } } },
                    { type: 'object', properties: { owner: { type: 'string', description: 'Who made it' } } },
                  ],
                },
              },
            },
          },
        },
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['name'],
                properties: { name: { type: 'string', maxLength: 80, description: 'Lowercase <letters>' } },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Submit: {
        type: 'object',
        properties: { correct: { type: 'boolean', description: 'Whether it was right' } },
      },
      'def-0': {
        type: 'object',
        title: 'ErrorBody',
        properties: { error: { type: 'string', description: 'Stable code' } },
      },
    },
  },
};

describe('renderReference', () => {
  const page = renderReference(document, '/api/docs/openapi.json');

  it('when rendered, then each operation shows under its tag (else its path) with its parameters and their descriptions', () => {
    expect(page).toContain('<h2 id="group-quiz">quiz</h2>');
    expect(page).toContain('<h2 id="group-courses">courses</h2>');
    expect(page).toMatch(/POST<\/span> <code>\/api\/v2\/quiz\/submit<\/code>/);
    expect(page).toContain('Answer the current question');
    expect(page).toContain('<code class="field-name">questionId</code>');
    expect(page).toContain('the response carries the next question as <code>next</code>.');
    expect(page).toContain('query, integer, ≥ 1');
    expect(page).toContain('Needs <code>Authorization: Bearer …</code>.');
  });

  it("when an answer has only fastify-swagger's placeholder description, then the status's name shows instead", () => {
    expect(page).toContain('<code>200</code> OK');
    expect(page).not.toContain('Default Response');
  });

  it('when a schema is referenced, then its fields are listed from the component', () => {
    expect(page).toContain('<code class="field-name">correct</code>');
    expect(page).toContain('Whether it was right');
  });

  it('when answers are errors of the shared shape, then that shape is described once, at the top', () => {
    expect(page).toContain('<li><code>409</code> Conflict</li>');
    expect(page.match(/Stable code/g)).toHaveLength(1);
    expect(page.indexOf('Stable code')).toBeLessThan(page.indexOf('<main>'));
  });

  it('when an answer is all of several objects, then it lists the fields of each as one shape', () => {
    const answer = page.slice(page.indexOf('<code>201</code>'));
    expect(answer).toMatch(/Its id[\s\S]*Who made it/);
    expect(answer.slice(0, answer.indexOf('</details>'))).not.toContain('Either');
  });

  it('when a description holds markup, then it is shown as text', () => {
    expect(page).toContain('Lowercase &lt;letters&gt;');
    expect(page).not.toContain('<letters>');
  });

  it('when the page is served, then its policy allows its own style by hash and no script', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(REFERENCE_POLICY).toContain(`style-src 'sha256-${hash}'`);
    expect(REFERENCE_POLICY).toContain("default-src 'none'");
    expect(page).not.toContain('<script');
  });
});

describe('wantsPage', () => {
  it.each([
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['application/json', false],
    ['application/json, text/html', false],
    ['application/json;q=0.5, text/html', true],
    ['*/*', false],
    [undefined, false],
  ])('when Accept is %s, then the page is %s', (accept, expected) => {
    expect(wantsPage(accept)).toBe(expected);
  });
});
