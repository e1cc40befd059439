import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { type FakeServer, startFakeServer } from '@quizdrill/test-kit';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './support/gateway.js';

const courseList = JSON.stringify(
  Array.from({ length: 60 }, (_, i) => ({ id: i, name: `kurs-${i}`, displayName: `Matematik ${i}` })),
);
const question = JSON.stringify({ id: 'q1', questionText: 'Vad är 2 + 2?', options: ['3', '4', '5', '22'] });
const courseExport = JSON.stringify({
  questions: Array.from({ length: 4_000 }, (_, i) => ({ id: i, questionText: `Fråga ${i}` })),
});
const alreadyGzipped = gzipSync(courseList);
const openApi = {
  openapi: '3.0.3',
  info: { title: 'QuizDrill content API', version: '0.1.0' },
  paths: Object.fromEntries(
    Array.from({ length: 40 }, (_, i) => [`/api/v2/courses/${i}`, { get: { summary: `Course ${i}` } }]),
  ),
};

describe('compressed JSON answers', () => {
  let content: FakeServer;
  let quiz: FakeServer;
  let gateway: TestGateway;

  beforeAll(async () => {
    content = await startFakeServer((incoming, response) => {
      switch (incoming.url) {
        case '/openapi.json':
          response.writeHead(200, { 'content-type': 'application/json' });
          return void response.end(JSON.stringify(openApi));
        case '/api/v2/courses':
          response.writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(courseList),
          });
          return void response.end(courseList);
        case '/api/v2/courses/export': {
          // Larger than the gateway reads whole, and without a length: it is compressed as it streams.
          response.writeHead(200, { 'content-type': 'application/json' });
          const half = courseExport.length / 2;
          response.write(courseExport.slice(0, half));
          return void response.end(courseExport.slice(half));
        }
        case '/api/v2/courses/gzipped':
          response.writeHead(200, {
            'content-type': 'application/json',
            'content-encoding': 'gzip',
            'content-length': alreadyGzipped.length,
          });
          return void response.end(alreadyGzipped);
      }
      response.writeHead(404).end();
    });
    quiz = await startFakeServer((_incoming, response) => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(question),
      });
      response.end(question);
    });
    gateway = await startGateway({ CONTENT_SERVICE_URL: content.url, QUIZ_SERVICE_URL: quiz.url });
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all([content.close(), quiz.close()]);
  });

  async function get(path: string, acceptEncoding?: string, accept?: string) {
    const answer = await request(`${gateway.url}${path}`, {
      headers: {
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        ...(accept === undefined ? {} : { accept }),
      },
    });
    return { answer, body: Buffer.from(await answer.body.arrayBuffer()) };
  }

  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ])(
    'when a service answers more than 1 KB of JSON and the client accepts %s, then it arrives as %s with its length',
    async (acceptEncoding, encoding, decode) => {
      const { answer, body } = await get('/api/v2/courses', acceptEncoding);

      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(body.length);
      expect(body.length).toBeLessThan(Buffer.byteLength(courseList) / 4);
      expect(decode(body).toString()).toBe(courseList);
    },
  );

  it('when the client accepts no compression, then the JSON passes as it is, marked as varying by encoding', async () => {
    const { answer, body } = await get('/api/v2/courses');

    expect(answer.headers).not.toHaveProperty('content-encoding');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(answer.headers['content-length'])).toBe(body.length);
    expect(body.toString()).toBe(courseList);
  });

  it('when an answer is 1 KB or less (a quiz question), then it passes untouched, whatever the client accepts', async () => {
    const { answer, body } = await get('/api/v2/quiz/next?courseId=3', 'gzip, deflate, br');

    expect(answer.headers).not.toHaveProperty('content-encoding');
    expect(answer.headers).not.toHaveProperty('vary');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(question));
    expect(body.toString()).toBe(question);
  });

  it('when a JSON answer is larger than the gateway reads whole, then it is compressed as it streams and arrives whole', async () => {
    const { answer, body } = await get('/api/v2/courses/export', 'br');

    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers).not.toHaveProperty('content-length');
    expect(body.length).toBeLessThan(Buffer.byteLength(courseExport) / 4);
    expect(brotliDecompressSync(body).toString()).toBe(courseExport);
  });

  it('when a service encoded its answer itself, then the gateway passes those bytes on as they are', async () => {
    const { answer, body } = await get('/api/v2/courses/gzipped', 'br, gzip');

    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(body).toEqual(alreadyGzipped);
  });

  it('when the merged API document is asked for, then the gateway’s own JSON is compressed too', async () => {
    const { answer, body } = await get('/api/docs', 'gzip, deflate, br');

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(answer.headers['content-length'])).toBe(body.length);
    const document = JSON.parse(brotliDecompressSync(body).toString()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toHaveLength(40);
  });

  it('when a browser asks for the API reference page, then the page is compressed as well', async () => {
    const { answer, body } = await get('/api/docs', 'gzip, deflate, br', 'text/html,*/*;q=0.8');

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept,.*accept-encoding/i);
    expect(brotliDecompressSync(body).toString()).toContain('<h1>QuizDrill API reference</h1>');
  });
});
