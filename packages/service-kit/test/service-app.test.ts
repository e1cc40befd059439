import { Type } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.js';
import { createServiceApp, type ServiceApp } from '../src/http/create-app.js';
import { errorResponses } from '../src/http/error-responses.js';
import { logger } from './support.js';

describe('service app', () => {
  let app: ServiceApp;
  let dependencyUp = true;

  beforeAll(async () => {
    app = await createServiceApp({
      name: 'sample',
      version: '1.2.3',
      logger,
      readiness: {
        postgres: async () => {
          if (!dependencyUp) throw new Error('connection refused');
        },
      },
    });
    app.post(
      '/items',
      {
        schema: {
          body: Type.Object({ name: Type.String({ minLength: 1 }) }),
          response: { 201: Type.Object({ name: Type.String() }) },
        },
      },
      async (request, reply) => reply.status(201).send({ name: request.body.name }),
    );
    app.get('/conflict', async () => {
      throw AppError.conflict('Course name is already taken', 'error.courseNameTaken');
    });
    app.get(
      '/documented-conflict',
      { schema: { response: { 200: Type.Object({ name: Type.String() }), ...errorResponses(404, 409) } } },
      async () => {
        throw AppError.conflict('Course name is already taken', 'error.courseNameTaken');
      },
    );
    app.get('/crash', async () => {
      throw new Error('password=hunter2 at db.internal:5432');
    });
    await app.ready();
  });

  afterAll(() => app.close());

  it('when the body breaks the route schema, then 400 {error, message} names the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/items', payload: { name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', message: expect.stringContaining('name') });
  });

  it('when the body is not JSON, then 400 and no stack trace', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('bad_request');
    expect(response.body).not.toContain('at ');
  });

  it('when a handler throws an AppError, then its status, code and message reach the client', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'error.courseNameTaken',
      message: 'Course name is already taken',
    });
  });

  it('when a route documents its refusals with errorResponses, then they answer ErrorBody and the document says so', async () => {
    const response = await app.inject({ method: 'GET', url: '/documented-conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'error.courseNameTaken',
      message: 'Course name is already taken',
    });
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const documented = document.paths['/documented-conflict'].get.responses;
    expect(Object.keys(documented).sort()).toEqual(['200', '404', '409']);
    const reference: string = documented['409'].content['application/json'].schema.$ref;
    const schema = document.components.schemas[reference.replace('#/components/schemas/', '')];
    expect(Object.keys(schema.properties).sort()).toEqual(['error', 'message']);
  });

  it('when a handler fails unexpectedly, then 500 hides every detail', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal_error', message: 'Internal server error' });
  });

  it('when a route does not exist, then 404 JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });

  it('when a request id arrives, then it is kept and echoed; when it is unsafe, then a new one is made', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'gw-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('gw-12345678');
    const replaced = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad\nid' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when a dependency is down, then /readyz is 503 naming it while /healthz stays 200', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    dependencyUp = false;
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', dependencies: { postgres: 'unavailable' } });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    dependencyUp = true;
  });

  it('serves Prometheus metrics with request durations by route', async () => {
    await app.inject({ method: 'GET', url: '/conflict' });
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toMatch(
      /http_request_duration_seconds_count\{.*route="\/conflict".*status="409".*\}/,
    );
    expect(metrics.body).toContain('process_cpu_seconds_total');
  });

  it('serves its OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(document.info).toEqual({ title: 'QuizDrill sample API', version: '1.2.3' });
    expect(Object.keys(document.paths)).toContain('/items');
  });
});
