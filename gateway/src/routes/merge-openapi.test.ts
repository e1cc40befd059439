import { describe, expect, it } from 'vitest';
import { mergeOpenApi } from './merge-openapi.js';

describe('mergeOpenApi', () => {
  it('when services answer, then their routed paths merge and other paths stay out', () => {
    const merged = mergeOpenApi(
      [
        {
          service: 'content',
          document: {
            openapi: '3.0.3',
            paths: {
              '/api/v2/courses': { get: {} },
              '/api/v2/courses/{id}': { get: {} },
              '/healthz': { get: {} },
            },
            components: { schemas: { ErrorBody: { type: 'object', title: 'content' } } },
          },
        },
        {
          service: 'ai',
          document: {
            paths: { '/api/v2/questions/regenerate-options': { post: {} }, '/api/v2/courses': { post: {} } },
            components: { schemas: { ErrorBody: { type: 'object', title: 'ai' }, Job: { type: 'object' } } },
          },
        },
      ],
      '0.1.0+abc1234',
    );

    expect(Object.keys(merged.paths ?? {})).toEqual([
      '/api/v2/courses',
      '/api/v2/courses/{id}',
      '/api/v2/questions/regenerate-options',
    ]);
    expect(merged.paths?.['/api/v2/courses']).toEqual({ get: {} });
    expect(merged.components?.schemas).toEqual({
      ErrorBody: { type: 'object', title: 'content' },
      Job: { type: 'object' },
    });
    expect(merged.info).toMatchObject({ title: 'QuizDrill API', version: '0.1.0+abc1234' });
  });

  it('when no service answers, then the document is empty but valid', () => {
    expect(mergeOpenApi([], '0.1.0')).toMatchObject({ openapi: '3.0.3', paths: {}, components: {} });
  });
});
