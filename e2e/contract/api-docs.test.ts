// The API reference (issue 43): the merged OpenAPI document names every route with a summary and describes every
// parameter and request-body property, and /api/docs answers JSON to API clients and a readable page to browsers.
import { describe, expect, it } from 'vitest';
import { type OpenApiDocument, undocumented } from '../support/openapi-descriptions.js';
import { baseUrl } from '../support/system.js';

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
