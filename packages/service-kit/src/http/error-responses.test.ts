import { describe, expect, it } from 'vitest';
import { errorResponses } from './error-responses.js';

describe('errorResponses', () => {
  it('when statuses are given, then each answers the ErrorBody schema and no other status is added', () => {
    expect(errorResponses(400, 401, 404)).toEqual({
      400: { $ref: 'ErrorBody' },
      401: { $ref: 'ErrorBody' },
      404: { $ref: 'ErrorBody' },
    });
  });

  it('when two statuses are given, then each has a schema object of its own', () => {
    const responses = errorResponses(400, 409);
    expect(responses[400]).not.toBe(responses[409]);
  });
});
