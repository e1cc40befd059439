// Bad input through the gateway, against the whole running system (issue 14): a clear 4xx with a message, the same
// answer every time, never a 5xx.
import net from 'node:net';
import { JSON_BODY_LIMIT_BYTES, UPLOAD_BODY_LIMIT_BYTES } from '@quizdrill/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../support/accounts.js';
import { createCourse } from '../support/content.js';
import { baseUrl } from '../support/system.js';

type Refusal = { error: string; message: string };

/** A body sent as written, with its Content-Length. */
async function send(
  method: string,
  path: string,
  token: string,
  contentType: string,
  body: Uint8Array,
): Promise<{ status: number; body: Refusal }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as Refusal };
}

/**
 * A POST over a bare socket that reads the answer whatever happens to the rest of the upload: the gateway
 * answers 413 mid-body and closes, and fetch reports the broken write (EPIPE) instead of the answer it got.
 */
function rawPost(
  path: string,
  token: string,
  body: Buffer,
  chunked: boolean,
  contentType = 'application/json',
): Promise<{ status: number; body: Refusal }> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: ${contentType}\r\nConnection: close\r\n` +
          (chunked ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${body.length}\r\n\r\n`),
      );
      // With its length announced, the head alone must bring the 413: the body is not sent. (Sent, the part still
      // in flight when the gateway closes could reset the connection before the answer is read.)
      if (chunked) {
        socket.write(Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body]));
        socket.write('\r\n0\r\n\r\n');
      }
    });
    socket.on('data', (data) => received.push(data));
    socket.on('error', () => undefined); // a write after the answer: the answer is what counts
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
      if (!status) return reject(new Error(`no answer: ${text.slice(0, 200)}`));
      const payload = text.slice(text.indexOf('\r\n\r\n') + 4);
      resolve({ status, body: JSON.parse(payload.startsWith('{') ? payload : unchunk(payload)) as Refusal });
    });
  });
}

/** The body of a chunked answer, joined. */
function unchunk(payload: string): string {
  let rest = payload;
  let joined = '';
  for (;;) {
    const line = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, line), 16);
    if (!size) return joined;
    joined += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
}

function multipartPhoto(bytes: number): { contentType: string; body: Uint8Array } {
  const boundary = '----quizdrill-bad-input';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    Buffer.alloc(bytes, 7),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

describe('bad input through the gateway', () => {
  let educator: string;
  let premium: string;
  let student: string;
  beforeAll(async () => {
    [educator, premium, student] = await Promise.all([
      loginAs('educator'),
      loginAs('premium'),
      loginAs('student'),
    ]);
  });

  it.each([
    ['with its length', false],
    ['chunked', true],
  ])(
    'when a JSON body between 1 and 6 MiB is sent %s, then 413 naming the limit, every time',
    async (_c, chunked) => {
      const body = Buffer.from(JSON.stringify({ name: 'stor', description: 'x'.repeat(2 * 1024 * 1024) }));
      for (let attempt = 0; attempt < 5; attempt++) {
        const answer = await rawPost('/api/v2/courses', educator, body, chunked);
        expect(answer.status, `attempt ${attempt}`).toBe(413);
        expect(answer.body.message).toContain(JSON_BODY_LIMIT_BYTES.toLocaleString('en-US'));
      }
    },
  );

  it('when a photo over 5 MB (5,000,001 bytes) is sent, then "File must be max 5 MB", every time', async () => {
    const { contentType, body } = multipartPhoto(5_000_001);
    expect(body.length).toBeLessThan(UPLOAD_BODY_LIMIT_BYTES);
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await send('POST', '/api/v2/phototoquiz', premium, contentType, body);
      expect(answer.status, `attempt ${attempt}`).toBe(413);
      expect(answer.body).toEqual({ error: 'max5mb', message: 'File must be max 5 MB' });
    }
  });

  it('when an upload is larger than an upload may be, then 413 naming the limit, before it is forwarded', async () => {
    const { contentType, body } = multipartPhoto(UPLOAD_BODY_LIMIT_BYTES);
    for (const path of ['/api/v2/phototoquiz', '/api/v2/questions/create']) {
      const answer = await rawPost(path, premium, Buffer.from(body), false, contentType);
      expect(answer.status, path).toBe(413);
      expect(answer.body.message, path).toContain(UPLOAD_BODY_LIMIT_BYTES.toLocaleString('en-US'));
    }
  });

  it.each([
    ['POST', '/api/v2/quiz/start?courseName=matematik-ak9%00'],
    ['GET', '/api/v2/quiz/stats?courseName=%00'],
    ['GET', '/api/v2/questions/count?courseName=%00'],
  ])('when %s %s carries a NUL, then 400 (not an outage)', async (method, path) => {
    const answer = await api<Refusal>(method, path, { token: student });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/courseName must not contain control characters/);
  });

  it.each(['99999999999999999999', '1e309', '-1', '1.5', 'abc'])(
    'when a course or question id is %s, then 400',
    async (id) => {
      for (const path of [
        `/api/v2/courses/${id}`,
        `/api/v2/courses/${id}/questions`,
        `/api/v2/questions/${id}`,
      ]) {
        const answer = await api<Refusal>('GET', path, { token: educator });
        expect(answer.status, path).toBe(400);
        expect(answer.body.message, path).toMatch(/params\/id/);
      }
    },
  );

  // Issue 43's inputs as the gateway passes them on: XML bodies of either media type and the form's answer key.
  it.each([
    ['application/xml', 'Det här är ingen XML.', /Not readable as XML/],
    ['text/xml', '<quiz><question type="truefalse"><questiontext><text>Rund?', /Not readable as XML/],
    ['application/xml', '<html><body>Hej</body></html>', /not a Moodle question file/],
  ])('when a malformed Moodle XML bank is sent as %s, then 400 naming line 1', async (type, xml, message) => {
    const course = await createCourse(educator);
    const answer = await send(
      'POST',
      `/api/v2/courses/${course.id}/import?format=moodlexml`,
      educator,
      type,
      Buffer.from(xml),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(answer.body.message).toContain('line 1');
  });

  it.each([
    ['not JSON', 'short', '{"answers":[', /answerKey must be a JSON object/],
    ['a JSON list', 'short', '[]', /answerKey must be a JSON object/],
    [
      'of the wrong types',
      'numeric',
      '{"ranges":[{"value":"pi","tolerance":0,"credit":100}]}',
      /ranges\/0\/value/,
    ],
    ['for a kind not known', 'essay', '{}', /kind must be one of/],
  ])(
    'when a question is created with an answer key %s, then 400 with a message',
    async (_c, kind, key, message) => {
      const course = await createCourse(educator);
      const form = new FormData();
      form.set('courseName', course.name);
      form.set('questionText', 'Trasig?');
      form.set('kind', kind);
      form.set('answerKey', key);
      const response = await fetch(`${baseUrl()}/api/v2/questions/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${educator}` },
        body: form,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as Refusal).message).toMatch(message);
    },
  );
});
