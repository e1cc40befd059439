// Questions of every kind (issue 43) through the HTTP API: written, read, edited from one kind to another, published
// as version 3 of `content.question.upserted` and served in the course snapshot; bad answer keys refused with a 400.
import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { type CourseSnapshotReply, Requests, requestSubject } from '@quizdrill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/seed.js';
import { type ContentUnderTest, createCourse, questionForm, startContent } from './support.js';

type Form = Parameters<typeof questionForm>[0];

/** One item of a batch save (what text-to-quiz sends) into course `courseName`, with `fields` on top. */
function batchItem(courseName: string, fields: Record<string, unknown>) {
  return {
    questionText: 'Genererad?',
    options: [],
    courseName,
    courseDisplayName: 'Genererad',
    courseDescription: 'Från en text',
    ...fields,
  };
}

describe('questions of every kind', () => {
  let content: ContentUnderTest;
  let courseName: string;
  let courseId: number;

  beforeAll(async () => {
    content = await startContent();
    const course = await createCourse(content, 'educator', 'fragetyper-prov');
    courseName = course.name;
    courseId = course.id;
  });
  afterAll(() => content.stop());

  const create = (fields: Form, course = courseName) =>
    content.call('POST', '/api/v2/questions/create', {
      as: 'educator',
      form: questionForm({ courseName: course, ...fields }),
    });
  const edit = (id: number, fields: Form) =>
    content.call('PUT', `/api/v2/questions/${id}`, { as: 'educator', form: questionForm(fields) });
  const get = async (id: number) =>
    (await content.call('GET', `/api/v2/questions/${id}`, { as: 'educator' })).json();
  /** The newest `content.question.upserted` envelope of a question, as the relay publishes it. */
  const lastEvent = async (questionId: number) => {
    const rows = await content.db
      .selectFrom('outbox')
      .select('envelope')
      .where('type', '=', 'content.question.upserted')
      .orderBy('sequence', 'desc')
      .execute();
    return rows
      .map((row) => row.envelope as { version: number; data: { id: number } & Record<string, unknown> })
      .find((envelope) => envelope.data.id === questionId);
  };
  const stored = async () => ({
    questions: (await content.db.selectFrom('questions').select('id').execute()).length,
    events: (await content.db.selectFrom('outbox').select('id').execute()).length,
  });

  it('when a multiple-choice question is created with feedback, then it is read back and published as version 3', async () => {
    const response = await create({
      questionText: 'Vilka är primtal?',
      kind: 'multiple',
      options: [
        { optionText: '2', isCorrect: true, feedback: 'Det enda jämna.' },
        { optionText: '9', feedback: ' 3 · 3 ' },
        { optionText: '13', isCorrect: true },
      ],
    });
    expect(response.status).toBe(201);
    const question = await response.json();
    const expected = {
      kind: 'multiple',
      options: [
        { optionLabel: 'A', optionText: '2', isCorrect: true, feedback: 'Det enda jämna.' },
        { optionLabel: 'B', optionText: '9', isCorrect: false, feedback: '3 · 3' },
        { optionLabel: 'C', optionText: '13', isCorrect: true },
      ],
    };
    expect(question).toMatchObject(expected);
    expect(question.options[2]).not.toHaveProperty('feedback');
    expect(await get(question.id)).toEqual(question);
    const event = await lastEvent(question.id);
    expect(event).toMatchObject({
      version: 3,
      data: { ...expected, courseName, questionText: 'Vilka är primtal?' },
    });
  });

  it('when true/false questions are created, then their options are the course language’s, right by index or flag', async () => {
    const swedish = await (
      await create({ questionText: 'Vänern är störst.', kind: 'truefalse', correctIndex: 0 })
    ).json();
    expect(swedish).toMatchObject({
      kind: 'truefalse',
      options: [
        { optionLabel: 'A', optionText: 'Sant', isCorrect: true },
        { optionLabel: 'B', optionText: 'Falskt', isCorrect: false },
      ],
    });
    const english = await createCourse(content, 'educator', 'true-or-false', 'en');
    const flagged = await create(
      {
        questionText: 'The sun is a planet.',
        kind: 'truefalse',
        options: [{ optionText: 'ignored' }, { isCorrect: true, feedback: 'It is a star.' }],
      },
      english.name,
    );
    expect(flagged.status).toBe(201);
    expect((await flagged.json()).options).toEqual([
      { optionLabel: 'A', optionText: 'True', isCorrect: false },
      { optionLabel: 'B', optionText: 'False', isCorrect: true, feedback: 'It is a star.' },
    ]);
  });

  it('when short, numeric and matching questions are created, then their answer keys are stored, read and published', async () => {
    const keys = {
      short: {
        answers: [
          { text: 'Stockholm', credit: 100 },
          { text: 'Sthlm', credit: 50, feedback: 'Skriv hela namnet.' },
        ],
        lenient: true,
      },
      numeric: { ranges: [{ value: 3.14, tolerance: 0.005, credit: 100 }] },
      matching: {
        pairs: [
          { left: 'Sverige', right: 'Stockholm' },
          { left: 'Norge', right: 'Oslo' },
          { left: '', right: 'Köpenhamn' },
        ],
      },
    };
    for (const [kind, answerKey] of Object.entries(keys)) {
      const response = await create({
        questionText: `En fråga av slaget ${kind}?`,
        kind,
        options: [],
        answerKey,
      });
      expect(response.status, kind).toBe(201);
      const question = await response.json();
      expect(question, kind).toMatchObject({ kind, options: [], ...answerKey });
      expect(await get(question.id), kind).toEqual(question);
      expect(await lastEvent(question.id), kind).toMatchObject({
        version: 3,
        data: { kind, options: [], ...answerKey },
      });
    }
    const listed = await (
      await content.call('GET', `/api/v2/courses/${courseId}/questions`, { as: 'educator' })
    ).json();
    expect(listed.map((question: { kind: string }) => question.kind)).toEqual(
      expect.arrayContaining(['multiple', 'truefalse', 'short', 'numeric', 'matching']),
    );
    expect(listed.find((question: { kind: string }) => question.kind === 'numeric')).toMatchObject(
      keys.numeric,
    );
  });

  it('when a single-choice question is sent as SPEC has it, then it reads as before with kind single', async () => {
    const response = await create({
      questionText: 'Största sjön?',
      options: ['Vättern', 'Vänern'],
      correctIndex: 1,
    });
    expect(response.status).toBe(201);
    const question = await response.json();
    expect(question.kind).toBe('single');
    expect(question.options).toEqual([
      { optionLabel: 'A', optionText: 'Vättern', isCorrect: false },
      { optionLabel: 'B', optionText: 'Vänern', isCorrect: true },
    ]);
    for (const field of ['answers', 'lenient', 'ranges', 'pairs']) expect(question).not.toHaveProperty(field);
    expect((await lastEvent(question.id))?.data).toMatchObject({ kind: 'single', options: question.options });
  });

  it('when a question is edited single → multiple → short → single, then each edit replaces the kind and its key', async () => {
    const { id } = await (
      await create({ questionText: 'Vilka?', options: ['a', 'b', 'c'], correctIndex: 0 })
    ).json();

    const multiple = await edit(id, {
      questionText: 'Vilka?',
      kind: 'multiple',
      options: [
        { optionText: 'a', isCorrect: true },
        { optionText: 'b', isCorrect: true },
        { optionText: 'c' },
      ],
    });
    expect(multiple.status).toBe(200);
    expect((await multiple.json()).options.map((option: { isCorrect: boolean }) => option.isCorrect)).toEqual(
      [true, true, false],
    );

    const short = await edit(id, {
      questionText: 'Vilken?',
      kind: 'short',
      options: '',
      answerKey: { answers: [{ text: 'a', credit: 100 }] },
    });
    expect(short.status).toBe(200);
    expect(await short.json()).toMatchObject({
      kind: 'short',
      options: [],
      answers: [{ text: 'a', credit: 100 }],
    });

    const single = await edit(id, { questionText: 'Vilken?', options: ['a', 'b'], correctIndex: 1 });
    expect(single.status).toBe(200);
    const back = await single.json();
    expect(back).toMatchObject({ kind: 'single', options: [{ isCorrect: false }, { isCorrect: true }] });
    expect(back).not.toHaveProperty('answers');
    expect(await get(id)).toEqual(back);
    const row = await content.db
      .selectFrom('questions')
      .select(['kind', 'answer_key'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'single', answer_key: null });
    expect((await lastEvent(id))?.data).toMatchObject({ kind: 'single' });
    expect((await lastEvent(id))?.data).not.toHaveProperty('answers');
  });

  const tooManyAnswers = {
    answers: Array.from({ length: 21 }, (_, i) => ({ text: `svar ${i}`, credit: 100 })),
  };
  const badForms: [string, Omit<Form, 'questionText'>, string, string][] = [
    [
      'a kind not known',
      { kind: 'essay', options: ['a', 'b'], correctIndex: 0 },
      'validation_failed',
      'kind must be one of',
    ],
    [
      'a multiple choice with no right option',
      { kind: 'multiple', options: ['a', 'b'] },
      'error.invalidOptions',
      'Mark at least one right answer',
    ],
    [
      'a short answer without one worth full credit',
      { kind: 'short', answerKey: { answers: [{ text: 'nästan', credit: 50 }] } },
      'error.invalidAnswerKey',
      'needs an accepted answer worth full credit',
    ],
    [
      'a numeric value that is not a number',
      { kind: 'numeric', answerKey: '{"ranges":[{"value":"NaN","tolerance":0,"credit":100}]}' },
      'error.invalidAnswerKey',
      '/ranges/0/value',
    ],
    [
      'a negative tolerance',
      { kind: 'numeric', answerKey: { ranges: [{ value: 1, tolerance: -0.5, credit: 100 }] } },
      'error.invalidAnswerKey',
      '/ranges/0/tolerance',
    ],
    [
      'a matching with one pair',
      {
        kind: 'matching',
        answerKey: {
          pairs: [
            { left: 'a', right: 'b' },
            { left: '', right: 'c' },
          ],
        },
      },
      'error.invalidAnswerKey',
      'at least 2 pairs',
    ],
    [
      'too many accepted answers',
      { kind: 'short', answerKey: tooManyAnswers },
      'error.invalidAnswerKey',
      '/answers',
    ],
    [
      'an answer key of 150,000 characters',
      { kind: 'short', answerKey: `{"answers":[{"text":"${'x'.repeat(150_000)}","credit":100}]}` },
      'error.invalidAnswerKey',
      'at most 100,000 characters',
    ],
    [
      'an answer key past the form’s field limit',
      { kind: 'short', answerKey: `{"answers":[{"text":"${'x'.repeat(250_000)}","credit":100}]}` },
      'validation_failed',
      'The field answerKey is too long',
    ],
    [
      'malformed JSON',
      { kind: 'short', answerKey: '{"answers":[' },
      'error.invalidAnswerKey',
      'answerKey must be a JSON object',
    ],
    [
      'an answer key that is a JSON list',
      { kind: 'short', answerKey: '[{"text":"Oslo","credit":100}]' },
      'error.invalidAnswerKey',
      'answerKey must be a JSON object',
    ],
    [
      'an answer key that is a number',
      { kind: 'numeric', answerKey: '42' },
      'error.invalidAnswerKey',
      'JSON object',
    ],
    [
      'accepted answers as one text',
      { kind: 'short', answerKey: { answers: 'Oslo' } },
      'error.invalidAnswerKey',
      '/answers',
    ],
    [
      'a credit as text',
      { kind: 'short', answerKey: { answers: [{ text: 'Oslo', credit: '100' }] } },
      'error.invalidAnswerKey',
      '/answers/0/credit',
    ],
    [
      'a numeric value past what a number holds (1e999)',
      { kind: 'numeric', answerKey: '{"ranges":[{"value":1e999,"tolerance":0,"credit":100}]}' },
      'error.invalidAnswerKey',
      '/ranges/0/value',
    ],
    [
      'a matching item that is a number',
      {
        kind: 'matching',
        answerKey: {
          pairs: [
            { left: 1, right: 'a' },
            { left: 'b', right: 'c' },
          ],
        },
      },
      'error.invalidAnswerKey',
      '/pairs/0/left',
    ],
    [
      'a kind in capitals',
      { kind: 'SHORT', answerKey: { answers: [{ text: 'Oslo', credit: 100 }] } },
      'validation_failed',
      'kind must be one of',
    ],
    [
      'an option flagged right with the text "true"',
      {
        kind: 'multiple',
        options: [
          { optionText: 'a', isCorrect: 'true' },
          { optionText: 'b', isCorrect: true },
        ],
      },
      'error.invalidOptions',
      'isCorrect must be true or false',
    ],
    [
      'an option flagged right with 1',
      { options: [{ optionText: 'a', isCorrect: 1 }, { optionText: 'b' }] },
      'error.invalidOptions',
      'isCorrect must be true or false',
    ],
    [
      'options for a numeric question',
      {
        kind: 'numeric',
        options: ['1', '2'],
        answerKey: { ranges: [{ value: 1, tolerance: 0, credit: 100 }] },
      },
      'error.invalidOptions',
      'has no options',
    ],
  ];

  it.each(badForms)(
    'when a question is created with %s, then 400 with a message and nothing is stored',
    async (_case, fields, error, message) => {
      const before = await stored();
      const response = await create({ options: [], ...fields, questionText: 'Trasig?' });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error).toBe(error);
      expect(body.message).toContain(message);
      expect(await stored()).toEqual(before);
    },
  );

  it('when an edit sends a bad answer key, then 400 and the question stays as it was', async () => {
    const { id } = await (
      await create({
        questionText: 'Hur mycket?',
        kind: 'numeric',
        answerKey: { ranges: [{ value: 2, tolerance: 0, credit: 100 }] },
      })
    ).json();
    const before = await get(id);
    const eventsBefore = (await stored()).events;
    for (const [, fields] of badForms) {
      const response = await edit(id, { options: [], ...fields, questionText: 'Ändrad?' });
      expect(response.status).toBe(400);
    }
    expect(await get(id)).toEqual(before);
    expect((await stored()).events).toBe(eventsBefore);
  });

  it('when a batch holds every kind, then each is saved with its key; a bad key saves none', async () => {
    const name = `ai-${randomUUID().slice(0, 8)}`;
    const item = (fields: Record<string, unknown>) => batchItem(name, fields);
    const items = [
      item({ options: [{ optionText: 'ja', isCorrect: true }, { optionText: 'nej' }] }),
      item({
        kind: 'multiple',
        options: [
          { optionText: 'a', isCorrect: true, feedback: 'Ja.' },
          { optionText: 'b', isCorrect: true },
          { optionText: 'c' },
        ],
      }),
      item({
        kind: 'truefalse',
        options: [{ optionText: 'Sant' }, { optionText: 'Falskt', isCorrect: true }],
      }),
      item({ kind: 'short', answers: [{ text: 'Oslo', credit: 100 }], lenient: false }),
      item({ kind: 'numeric', ranges: [{ value: 42, tolerance: 1, credit: 100 }] }),
      item({
        kind: 'matching',
        pairs: [
          { left: 'a', right: '1' },
          { left: 'b', right: '2' },
        ],
      }),
    ];
    const bad = await content.call('POST', '/api/v2/questions/batch', {
      as: 'premium',
      body: [...items, item({ kind: 'short', answers: [{ text: 'Oslo', credit: 40 }] })],
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/^Question 7: .*full credit/);
    expect(
      await content.db.selectFrom('courses').select('id').where('name', '=', name).execute(),
    ).toHaveLength(0);

    const good = await content.call('POST', '/api/v2/questions/batch', { as: 'premium', body: items });
    expect(good.status).toBe(201);
    const saved = (await good.json()).questions;
    expect(saved.map((question: { kind: string }) => question.kind)).toEqual([
      'single',
      'multiple',
      'truefalse',
      'short',
      'numeric',
      'matching',
    ]);
    expect(saved[1].options[0]).toMatchObject({ isCorrect: true, feedback: 'Ja.' });
    expect(saved[2].options.map((option: { optionText: string }) => option.optionText)).toEqual([
      'Sant',
      'Falskt',
    ]);
    expect(saved[3]).toMatchObject({ answers: [{ text: 'Oslo', credit: 100 }], lenient: false });
    expect(saved[4]).toMatchObject({ ranges: [{ value: 42, tolerance: 1, credit: 100 }] });
    expect(saved[5].pairs).toHaveLength(2);
  });

  it.each([
    ['a kind not known', { kind: 'essay' }, /kind/],
    [
      'an option flagged right with text',
      { options: [{ optionText: 'ja', isCorrect: 'true' }, { optionText: 'nej' }] },
      /isCorrect/,
    ],
    ['accepted answers as one text', { kind: 'short', answers: 'Oslo' }, /answers/],
    [
      'a numeric value as text',
      { kind: 'numeric', ranges: [{ value: 'NaN', tolerance: 0, credit: 100 }] },
      /value/,
    ],
    [
      'a matching pair without its right',
      { kind: 'matching', pairs: [{ left: 'a' }, { left: 'b', right: '2' }] },
      /right/,
    ],
  ])(
    'when a batch item has %s, then 400 naming the field and nothing is saved',
    async (_case, fields, message) => {
      const name = `ai-${randomUUID().slice(0, 8)}`;
      const response = await content.call('POST', '/api/v2/questions/batch', {
        as: 'premium',
        body: [batchItem(name, fields)],
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(message);
      expect(
        await content.db.selectFrom('courses').select('id').where('name', '=', name).execute(),
      ).toHaveLength(0);
    },
  );

  it('when a write skips the rules, then the database still refuses an unknown kind or a key on the wrong kind', async () => {
    const { id } = await (
      await create({ questionText: 'Spärr?', options: ['a', 'b'], correctIndex: 0 })
    ).json();
    const write = (changes: { kind: string; answer_key: string | null }) =>
      content.db
        .updateTable('questions')
        .set(changes as never)
        .where('id', '=', id)
        .execute();
    await expect(write({ kind: 'essay', answer_key: '{}' })).rejects.toThrow('"questions_kind"');
    await expect(write({ kind: 'short', answer_key: null })).rejects.toThrow('questions_answer_key_of_kind');
    await expect(write({ kind: 'single', answer_key: '{"pairs":[]}' })).rejects.toThrow(
      'questions_answer_key_of_kind',
    );
  });

  it('when a client author reads the API description, then the question form names every field and each kind', async () => {
    const document = (await (await fetch(`${content.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { description: string }>>;
    };
    const fields = ['questionText', 'kind', 'options', 'correctIndex', 'answerKey', 'explanation', 'image'];
    for (const [path, method] of [
      ['/api/v2/questions/create', 'post'],
      ['/api/v2/questions/{id}', 'put'],
    ] as const) {
      const description = document.paths[path]![method]!.description;
      for (const field of [...fields, 'removeImage', 'courseName'])
        expect(description, path).toContain(`\`${field}\``);
      for (const kind of ['single', 'multiple', 'truefalse', 'short', 'numeric', 'matching'])
        expect(description, path).toContain(`- ${kind}:`);
    }
  });

  it('when the seeded course of kinds is asked for over NATS, then the snapshot carries kinds, feedback and keys', async () => {
    await seed(content.db);
    const nats = await connect({ servers: content.environment.env.NATS_URL });
    try {
      const reply = await nats.request(
        requestSubject(Requests.courseSnapshot, content.environment.namespace),
        JSON.stringify({ courseName: 'fragetyper' }),
        { timeout: 5_000 },
      );
      const snapshot = reply.json<CourseSnapshotReply>();
      const kinds = snapshot.questions.map((question) => question.kind);
      for (const kind of ['multiple', 'truefalse', 'short', 'numeric', 'matching'])
        expect(
          kinds.filter((each) => each === kind),
          kind,
        ).toHaveLength(2);
      expect(snapshot.questions[0]!.options[0]).toMatchObject({
        isCorrect: true,
        feedback: 'Det enda jämna primtalet.',
      });
      expect(snapshot.questions.find((question) => question.kind === 'short')).toMatchObject({
        answers: [
          { text: 'Stockholm', credit: 100 },
          { text: 'Sthlm', credit: 50 },
        ],
        lenient: true,
      });
      expect(snapshot.questions.find((question) => question.kind === 'matching')?.pairs).toHaveLength(4);
    } finally {
      await nats.close();
    }
  });
});
