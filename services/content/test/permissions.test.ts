// Who may call what: every content route against every kind of caller (the pattern of services/auth).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentUnderTest, createCourse, questionForm, startContent } from './support.js';

type Caller = 'anonymous' | 'student' | 'premium' | 'educator' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'student', 'premium', 'educator', 'admin'];

interface Ids {
  course: number;
  question: number;
  courseName: string;
}

interface RouteCase {
  name: string;
  method: string;
  path: (ids: Ids) => string;
  body?: (caller: Caller, ids: Ids) => unknown;
  form?: (caller: Caller, ids: Ids) => FormData;
  expected: Record<Caller, number>;
}

const readers = (status: number) => ({
  anonymous: 401,
  student: status,
  premium: status,
  educator: status,
  admin: status,
});
const authors = (status: number) => ({
  anonymous: 401,
  student: 403,
  premium: status,
  educator: status,
  admin: status,
});
// The fixture course and question belong to the educator.
const ownerOrAdmin = (status: number) => ({
  anonymous: 401,
  student: 403,
  premium: 403,
  educator: status,
  admin: status,
});

/** A one-question Aiken file as the import's multipart `file`. */
function aikenFile(): FormData {
  const form = new FormData();
  form.append('file', new Blob(['Matris?\nA. ja\nB. nej\nANSWER: A\n'], { type: 'text/plain' }), 'bank.txt');
  return form;
}

const ROUTES: RouteCase[] = [
  { name: 'list courses', method: 'GET', path: () => '/api/v2/courses', expected: readers(200) },
  {
    name: 'read course',
    method: 'GET',
    path: (ids) => `/api/v2/courses/${ids.course}`,
    expected: readers(200),
  },
  {
    name: 'count questions',
    method: 'GET',
    path: (ids) => `/api/v2/questions/count?courseName=${ids.courseName}`,
    expected: readers(200),
  },
  {
    name: 'create course',
    method: 'POST',
    path: () => '/api/v2/courses',
    body: (caller) => ({ name: `kurs-${caller}`, displayName: 'Kurs', description: 'Text' }),
    expected: authors(201),
  },
  {
    name: 'create question',
    method: 'POST',
    path: () => '/api/v2/questions/create',
    // Each author adds to a course of its own (the educator to the fixture course it owns).
    form: (caller, ids) =>
      questionForm({
        questionText: 'Fråga?',
        options: ['ja', 'nej'],
        correctIndex: 0,
        courseName: caller === 'educator' ? ids.courseName : `kurs-${caller}`,
      }),
    expected: { anonymous: 401, student: 403, premium: 201, educator: 201, admin: 201 },
  },
  {
    name: 'batch save',
    method: 'POST',
    path: () => '/api/v2/questions/batch',
    body: (caller) => [
      {
        questionText: 'Genererad?',
        options: [{ optionText: 'ja', isCorrect: true }, { optionText: 'nej' }],
        courseName: `batch-${caller}`,
        courseDisplayName: 'Batch',
        courseDescription: 'Batch',
      },
    ],
    expected: authors(201),
  },
  {
    name: 'editor question list',
    method: 'GET',
    path: (ids) => `/api/v2/courses/${ids.course}/questions`,
    expected: ownerOrAdmin(200),
  },
  {
    name: 'read question',
    method: 'GET',
    path: (ids) => `/api/v2/questions/${ids.question}`,
    expected: ownerOrAdmin(200),
  },
  {
    name: 'edit question',
    method: 'PUT',
    path: (ids) => `/api/v2/questions/${ids.question}`,
    form: () => questionForm({ questionText: 'Ändrad?', options: ['ja', 'nej', 'kanske'], correctIndex: 2 }),
    expected: ownerOrAdmin(200),
  },
  {
    name: 'edit course',
    method: 'PUT',
    path: (ids) => `/api/v2/courses/${ids.course}`,
    body: (_caller, ids) => ({ name: ids.courseName, displayName: 'Ändrad', description: 'Ändrad' }),
    expected: ownerOrAdmin(200),
  },
  {
    name: 'import a question bank (dry run)',
    method: 'POST',
    path: (ids) => `/api/v2/courses/${ids.course}/import?format=aiken&dryRun=true`,
    form: () => aikenFile(),
    expected: ownerOrAdmin(200),
  },
  {
    name: 'list imports',
    method: 'GET',
    path: (ids) => `/api/v2/courses/${ids.course}/imports`,
    expected: ownerOrAdmin(200),
  },
  {
    name: 'undo an import',
    method: 'DELETE',
    path: (ids) => `/api/v2/courses/${ids.course}/imports/00000000-0000-4000-8000-000000000000`,
    expected: ownerOrAdmin(404),
  },
  {
    name: 'export',
    method: 'GET',
    path: (ids) => `/api/v2/courses/${ids.course}/export?format=gift`,
    expected: ownerOrAdmin(200),
  },
  // Destructive ones last: the educator's delete succeeds, so the admin then finds nothing.
  {
    name: 'delete question',
    method: 'DELETE',
    path: (ids) => `/api/v2/questions/${ids.question}`,
    expected: { anonymous: 401, student: 403, premium: 403, educator: 204, admin: 404 },
  },
  {
    name: 'delete course',
    method: 'DELETE',
    path: (ids) => `/api/v2/courses/${ids.course}`,
    expected: { anonymous: 401, student: 403, premium: 403, educator: 204, admin: 404 },
  },
];

describe('role × route matrix of the content service', () => {
  let content: ContentUnderTest;
  let ids: Ids;

  beforeAll(async () => {
    content = await startContent();
    const course = await createCourse(content, 'educator', 'matris');
    const question = await (
      await content.call('POST', '/api/v2/questions/create', {
        as: 'educator',
        form: questionForm({
          questionText: 'Matris?',
          options: ['a', 'b'],
          correctIndex: 0,
          courseName: 'matris',
        }),
      })
    ).json();
    ids = { course: course.id, question: question.id, courseName: 'matris' };
  });
  afterAll(() => content.stop());

  for (const route of ROUTES) {
    it(`${route.method} ${route.name}: ${CALLERS.map((caller) => `${caller} ${route.expected[caller]}`).join(', ')}`, async () => {
      const answers: Record<string, number> = {};
      for (const caller of CALLERS) {
        const response = await content.call(route.method, route.path(ids), {
          ...(caller === 'anonymous' ? {} : { as: caller }),
          body: route.body?.(caller, ids),
          form: route.form?.(caller, ids),
        });
        answers[caller] = response.status;
      }
      expect(answers).toEqual(route.expected);
    });
  }
});
