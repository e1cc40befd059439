import { describe, expect, it } from 'vitest';
import type { Route } from './openapi.js';
import { catalogue, unmetExpectation } from './requests.js';

describe('the fixed cases of a question bank import', () => {
  const importRoute: Route = {
    method: 'POST',
    path: '/api/v2/courses/{id}/import',
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
    anonymous: false,
  };

  it('sends malformed Moodle XML as each XML media type to the seeded course, and fails the route if it is taken', () => {
    const xml = catalogue(importRoute, ['educator', 'admin']).filter((request) =>
      request.kind.startsWith('malformed Moodle XML'),
    );
    expect(xml.map((request) => [request.headers['content-type'], request.path, request.query])).toEqual([
      ['application/xml', '/api/v2/courses/2/import', '?format=moodlexml'],
      ['text/xml', '/api/v2/courses/2/import', '?format=moodlexml'],
    ]);
    expect(unmetExpectation(xml[0]!, { status: 201, length: 10 })).toMatch(/accepted what must be refused/);
    expect(unmetExpectation(xml[0]!, { status: 400, length: 10 })).toBeUndefined();
  });
});
