// Numbers and ids in paths and query strings are written one way only (issue 39): `78.0`, `078`, `+78`, `78e0`,
// ` 78` and `0x4e` were all read as the id 78, so a URL no client writes reached a handler as a real row's id.
import { IdParams } from '@quizdrill/contracts';
import { Type } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp, type ServiceApp } from '../src/http/create-app.js';
import { logger } from './support.js';

const GAME_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('numbers and ids in paths and queries', () => {
  let app: ServiceApp;

  beforeAll(async () => {
    app = await createServiceApp({ name: 'sample', version: '1.0.0', logger });
    app.get('/courses/:id', { schema: { params: IdParams } }, async (request) => ({ id: request.params.id }));
    app.get(
      '/games/:gameId',
      { schema: { params: Type.Object({ gameId: Type.String({ format: 'uuid' }) }) } },
      async (request) => ({ gameId: request.params.gameId }),
    );
    app.get(
      '/page',
      {
        schema: {
          querystring: Type.Object({
            start: Type.Optional(Type.Integer({ minimum: 0 })),
            share: Type.Optional(Type.Number()),
            name: Type.Optional(Type.String()),
          }),
        },
      },
      async (request) => request.query,
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['78', '1', '2147483647'])('when the id is written %s, then the handler gets it', async (id) => {
    const response = await app.inject({ method: 'GET', url: `/courses/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: Number(id) });
  });

  it.each(['78.0', '078', '+78', '78e0', '%2078', '78%20', '0x4e', '0b1001110', '7_8', '78.', '.78e2', '-0'])(
    'when the id is written %s, then 400 naming params/id, and the handler never sees it',
    async (id) => {
      const response = await app.inject({ method: 'GET', url: `/courses/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation_failed',
        message: expect.stringMatching(/^params\/id must be a whole number in decimal digits/),
      });
    },
  );

  it.each(['3', '0'])('when a query number is written %s, then the handler gets it', async (start) => {
    const response = await app.inject({ method: 'GET', url: `/page?start=${start}&share=0.25&name=078` });
    expect(response.statusCode).toBe(200);
    // A text field stays the text it was: only numbers and ids have one way to be written.
    expect(response.json()).toEqual({ start: Number(start), share: 0.25, name: '078' });
  });

  it.each([
    ['start=03', 'querystring/start'],
    ['start=3&start=%2B3', 'querystring/start'],
    ['start=1e1', 'querystring/start'],
    ['share=%2B0.5', 'querystring/share'],
    ['share=.5', 'querystring/share'],
    ['share=Infinity', 'querystring/share'],
  ])('when the query is %s, then 400 naming %s', async (query, field) => {
    const response = await app.inject({ method: 'GET', url: `/page?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('when a UUID is written in lower case with hyphens, then the handler gets it', async () => {
    const response = await app.inject({ method: 'GET', url: `/games/${GAME_ID}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ gameId: GAME_ID });
  });

  it.each([
    GAME_ID.toUpperCase(),
    `urn:uuid:${GAME_ID}`,
    `{${GAME_ID}}`,
    GAME_ID.replaceAll('-', ''),
    ` ${GAME_ID}`,
  ])('when the UUID is written %s, then 400 naming params/gameId', async (gameId) => {
    const response = await app.inject({ method: 'GET', url: `/games/${encodeURIComponent(gameId)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^params\/gameId must be a UUID in lower case/);
  });
});
