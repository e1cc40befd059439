// Bad input at content's edge (issue 14): a clear 400 with a message, never a 5xx, and nothing stored.
import { answerToUnfinishedBody } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentUnderTest, createCourse, questionForm, startContent } from './support.js';

/** A multipart form written out by hand, with the boundary a case wants. */
function formText(boundary: string, fields: Record<string, string>, file?: string): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file !== undefined) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bank.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\n${file}\r\n`,
    );
  }
  return `${parts.join('')}--${boundary}--\r\n`;
}

describe('bad input', () => {
  let content: ContentUnderTest;
  let courseId: number;
  beforeAll(async () => {
    content = await startContent();
    courseId = (await createCourse(content, 'educator', 'indata-kurs')).id;
  });
  afterAll(() => content.stop());

  const courseRows = (name: string) =>
    content.db.selectFrom('courses').select('id').where('name', '=', name).execute();

  describe.each(['99999999999999999999', '2147483648', '1e309', '-1', '0', '1.5', 'abc'])(
    'the id %s',
    (id) => {
      it.each([
        ['GET', `/api/v2/courses/${id}`],
        ['PUT', `/api/v2/courses/${id}`],
        ['DELETE', `/api/v2/courses/${id}`],
        ['GET', `/api/v2/courses/${id}/questions`],
        ['GET', `/api/v2/questions/${id}`],
        ['PUT', `/api/v2/questions/${id}`],
        ['DELETE', `/api/v2/questions/${id}`],
      ])('when %s %s, then 400 naming the id', async (method, path) => {
        const response = await content.call(method, path, {
          as: 'admin',
          ...(method === 'PUT' && path.includes('courses')
            ? { body: { name: 'ny-kurs', displayName: 'Ny', description: 'Ny' } }
            : {}),
          ...(method === 'PUT' && path.includes('questions')
            ? { form: questionForm({ questionText: 'Fråga?', options: ['a', 'b'], correctIndex: 0 }) }
            : {}),
        });
        expect(response.status).toBe(400);
        expect((await response.json()).message).toMatch(/id/);
      });
    },
  );

  // Issue 39: each of these was the course itself, and `DELETE /courses/95.0` deleted course 95.
  const otherSpellings = (id: number) => [
    `${id}.0`,
    `0${id}`,
    `%2B${id}`,
    `${id}e0`,
    `%20${id}`,
    `0x${id.toString(16)}`,
  ];

  it('when a course id is written another way than its digits, then 400 for every route and the course stays', async () => {
    for (const id of otherSpellings(courseId)) {
      for (const [method, path] of [
        ['GET', `/api/v2/courses/${id}`],
        ['GET', `/api/v2/courses/${id}/questions`],
        ['GET', `/api/v2/courses/${id}/export?format=gift`],
        ['DELETE', `/api/v2/courses/${id}`],
      ] as const) {
        const response = await content.call(method, path, { as: 'educator' });
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 400 });
        expect((await response.json()).message).toMatch(/^params\/id must be a whole number/);
      }
    }
    expect(await courseRows('indata-kurs')).toEqual([{ id: courseId }]);
  });

  it('when a question id is written another way than its digits, then 400 and the question stays', async () => {
    const created = await content.call('POST', '/api/v2/questions/create', {
      as: 'educator',
      form: questionForm({
        courseName: 'indata-kurs',
        questionText: 'Kvar?',
        options: ['a', 'b'],
        correctIndex: 0,
      }),
    });
    const { id } = await created.json();
    for (const spelling of otherSpellings(id)) {
      for (const method of ['GET', 'DELETE']) {
        const response = await content.call(method, `/api/v2/questions/${spelling}`, { as: 'educator' });
        expect({ method, spelling, status: response.status }).toEqual({ method, spelling, status: 400 });
      }
    }
    expect((await content.call('GET', `/api/v2/questions/${id}`, { as: 'educator' })).status).toBe(200);
  });

  it('when the largest id is asked for, then 404 (not a database error)', async () => {
    expect((await content.call('GET', '/api/v2/courses/2147483647', { as: 'admin' })).status).toBe(404);
    expect((await content.call('GET', '/api/v2/questions/2147483647', { as: 'admin' })).status).toBe(404);
  });

  const NUL = '\u0000';
  it.each([
    ['a NUL in the name', { name: `kurs${NUL}` }, 'body/name'],
    ['a NUL in the display name', { displayName: `Kurs${NUL}` }, 'body/displayName'],
    ['an escape in the description', { description: 'Text\u001b[31m' }, 'body/description'],
  ])(
    'when a course is created with %s, then 400 naming the field and nothing is stored',
    async (_c, change, field) => {
      const body = { name: 'styr-kurs', displayName: 'Styr', description: 'Text', ...change };
      const response = await content.call('POST', '/api/v2/courses', { as: 'admin', body });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain(field);
      expect(await courseRows('styr-kurs')).toHaveLength(0);
    },
  );

  it('when a description has tabs, newlines and carriage returns, then it is stored as sent', async () => {
    const description = 'Rad ett\r\nRad\ttvå';
    const response = await content.call('POST', '/api/v2/courses', {
      as: 'admin',
      body: { name: 'rader-kurs', displayName: 'Rader', description },
    });
    expect(response.status).toBe(201);
    expect((await response.json()).description).toBe(description);
  });

  it('when a course is edited with a NUL, then 400 and the course is unchanged', async () => {
    const response = await content.call('PUT', `/api/v2/courses/${courseId}`, {
      as: 'educator',
      body: { name: 'indata-kurs', displayName: `Ny${NUL}`, description: 'Ny' },
    });
    expect(response.status).toBe(400);
    const stored = await (
      await content.call('GET', `/api/v2/courses/${courseId}`, { as: 'educator' })
    ).json();
    expect(stored.displayName).toBe('Kurs indata-kurs');
  });

  it('when a batch has a NUL in an option, then 400 and nothing is stored', async () => {
    const response = await content.call('POST', '/api/v2/questions/batch', {
      as: 'admin',
      body: [
        {
          questionText: 'Fråga?',
          options: [
            { optionText: `a${NUL}`, isCorrect: true },
            { optionText: 'b', isCorrect: false },
          ],
          courseName: 'batch-styr',
          courseDisplayName: 'Batch',
          courseDescription: 'Batch',
        },
      ],
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('body/0/options/0/optionText');
    expect(await courseRows('batch-styr')).toHaveLength(0);
  });

  it('when questions are counted for a course name with a NUL, then 400', async () => {
    const response = await content.call('GET', '/api/v2/questions/count?courseName=%00', { as: 'student' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('querystring/courseName');
  });

  it.each([
    ['questionText', { questionText: `Fråga${NUL}?`, options: ['a', 'b'], correctIndex: 0 }],
    ['options', { questionText: 'Fråga?', options: [`a${NUL}`, 'b'], correctIndex: 0 }],
    ['courseName', { questionText: 'Fråga?', options: ['a', 'b'], correctIndex: 0, courseName: `x${NUL}` }],
    // Issue 39: what a GIFT import stored, a form refuses too.
    ['questionText', { questionText: 'Fråga\u0007?', options: ['a', 'b'], correctIndex: 0 }],
    [
      'explanation',
      { questionText: 'Fråga?', options: ['a', 'b'], correctIndex: 0, explanation: 'Se\u001b[31m här' },
    ],
  ])(
    'when a question form has a control character in %s, then 400 naming it and nothing is stored',
    async (field, fields) => {
      const before = await content.db.selectFrom('questions').select('id').execute();
      const response = await content.call('POST', '/api/v2/questions/create', {
        as: 'educator',
        form: questionForm({ courseName: 'indata-kurs', ...fields }),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain(field);
      expect(await content.db.selectFrom('questions').select('id').execute()).toHaveLength(before.length);
    },
  );

  it('when a question is edited with a NUL, then 400 and the question is unchanged', async () => {
    const created = await content.call('POST', '/api/v2/questions/create', {
      as: 'educator',
      form: questionForm({
        courseName: 'indata-kurs',
        questionText: 'Före?',
        options: ['a', 'b'],
        correctIndex: 0,
      }),
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const response = await content.call('PUT', `/api/v2/questions/${id}`, {
      as: 'educator',
      form: questionForm({ questionText: `Efter${NUL}?`, options: ['a', 'b'], correctIndex: 0 }),
    });
    expect(response.status).toBe(400);
    const stored = await (await content.call('GET', `/api/v2/questions/${id}`, { as: 'educator' })).json();
    expect(stored.questionText).toBe('Före?');
  });

  it('when a question form is multipart without a boundary, then 400 saying so', async () => {
    const response = await fetch(`${content.url}/api/v2/questions/create`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await content.tokenFor('educator')}`,
        'content-type': 'multipart/form-data',
      },
      body: 'questionText=x',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/boundary/i);
  });

  it.each([
    ['a boolean name', { name: false }, 'body/name'],
    ['a number display name', { displayName: 42 }, 'body/displayName'],
    ['a language list', { language: ['sv'] }, 'body/language'],
  ])('when a course is created with %s, then 400 (JSON types are not coerced)', async (_c, change, field) => {
    const body = { name: 'typ-kurs', displayName: 'Typ', description: 'Text', ...change };
    const response = await content.call('POST', '/api/v2/courses', { as: 'admin', body });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(field);
    expect(await courseRows('typ-kurs')).toHaveLength(0);
    expect(await courseRows('false')).toHaveLength(0);
  });

  it('when a JSON body nests 5,000 levels deep, then 400 before it is parsed', async () => {
    const response = await fetch(`${content.url}/api/v2/questions/batch`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await content.tokenFor('admin')}`,
        'content-type': 'application/json',
      },
      body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/nested deeper than 32 levels/);
  });

  describe('uploads (issue 39)', () => {
    const question = { questionText: 'Gränsfråga?', options: '["a","b"]', correctIndex: '0' };
    let questionId: number;
    beforeAll(async () => {
      const created = await content.call('POST', '/api/v2/questions/create', {
        as: 'educator',
        form: questionForm({
          courseName: 'indata-kurs',
          questionText: 'Uppladdad?',
          options: ['a', 'b'],
          correctIndex: 0,
        }),
      });
      questionId = (await created.json()).id;
    });
    const upload = (route: string) =>
      (
        ({
          'a question created': [
            'POST',
            '/api/v2/questions/create',
            formText('B', { ...question, courseName: 'indata-kurs' }),
          ],
          'a question edited': ['PUT', `/api/v2/questions/${questionId}`, formText('B', question)],
          'an import': ['POST', `/api/v2/courses/${courseId}/import`, formText('B', {}, 'Fråga? {=a ~b}')],
        }) as Record<string, [string, string, string]>
      )[route]!;
    const routes = ['a question created', 'a question edited', 'an import'];
    const storedQuestions = async () =>
      (await content.db.selectFrom('questions').select(['id', 'question_text']).orderBy('id').execute()).map(
        (row) => `${row.id} ${row.question_text}`,
      );

    it.each(routes)(
      'when the form of %s has a boundary of 300 characters, then 400 saying so (not busboy’s 500) and nothing is stored',
      async (route) => {
        const [method, path, form] = upload(route);
        const boundary = 'b'.repeat(300);
        const before = await storedQuestions();
        const response = await fetch(`${content.url}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${await content.tokenFor('educator')}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          body: form.replaceAll('--B', `--${boundary}`),
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: 'bad_request',
          message:
            'The multipart/form-data boundary is 300 characters long: at most 70 are allowed (RFC 2046)',
        });
        expect(await storedQuestions()).toEqual(before);
      },
    );

    it('when a form’s boundary is 70 characters, RFC 2046’s most, then the question is created', async () => {
      const boundary = 'b'.repeat(70);
      const response = await fetch(`${content.url}/api/v2/questions/create`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await content.tokenFor('educator')}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: formText(boundary, { ...question, courseName: 'indata-kurs' }),
      });
      expect(response.status).toBe(201);
    });

    it.each(routes)(
      'when a student sends the form of %s, then 403 comes before the form is read',
      async (route) => {
        const [method, path, form] = upload(route);
        // Only the first bytes of a form announced as a megabyte: a route that read it first would never answer.
        const answer = await answerToUnfinishedBody(`${content.url}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${await content.tokenFor('student')}`,
            'content-type': 'multipart/form-data; boundary=B',
          },
          start: form.slice(0, 40),
          declaredLength: 1_000_000,
        });
        expect(answer.status).toBe(403);
        expect(answer.body.error).toBe('forbidden');
      },
    );

    it('when an educator sends a form to edit another’s question, then 403 comes before the form is read', async () => {
      const answer = await answerToUnfinishedBody(`${content.url}/api/v2/questions/${questionId}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${await content.tokenFor('premium')}`,
          'content-type': 'multipart/form-data; boundary=B',
        },
        start: '--B\r\n',
        declaredLength: 1_000_000,
      });
      expect(answer.status).toBe(403);
    });
  });
});
