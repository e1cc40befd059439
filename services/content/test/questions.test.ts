import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import {
  type CourseSnapshotReply,
  MAX_IMAGE_BYTES,
  Requests,
  requestSubject,
  UPLOAD_BODY_LIMIT_BYTES,
} from '@quizdrill/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/seed.js';
import {
  type ContentUnderTest,
  createCourse,
  questionForm,
  startContent,
  TINY_GIF,
  TINY_PNG,
} from './support.js';

describe('questions', () => {
  let content: ContentUnderTest;
  let courseName: string;

  beforeAll(async () => {
    content = await startContent();
    courseName = (await createCourse(content, 'educator', 'fragor')).name;
  });
  afterAll(() => content.stop());

  const create = (
    fields: Parameters<typeof questionForm>[0],
    as: 'educator' | 'admin' | 'premium' | 'student' = 'educator',
  ) =>
    content.call('POST', '/api/v2/questions/create', { as, form: questionForm({ courseName, ...fields }) });

  // In commit order: without it rows come in heap order, which the relay's updates shuffle.
  const outboxTypes = async () =>
    (await content.db.selectFrom('outbox').select('type').orderBy('sequence').execute()).map(
      (row) => row.type,
    );

  it('when a question with an image is created, then it is saved in order with its image URL and an event', async () => {
    const before = (await outboxTypes()).length;
    const response = await create({
      questionText: 'Vilken är Sveriges största sjö?',
      options: ['Vättern', 'Vänern', 'Mälaren', 'Hjälmaren'],
      correctIndex: 1,
      image: { bytes: TINY_PNG, name: 'karta.png', type: 'image/png' },
    });
    expect(response.status).toBe(201);
    const question = await response.json();
    expect(question).toMatchObject({
      id: expect.any(Number),
      courseName,
      position: 0,
      language: 'sv',
      imageUrl: expect.stringMatching(/^\/api\/v2\/images\/[0-9a-f]{64}\.webp$/),
      options: [
        { optionLabel: 'A', optionText: 'Vättern', isCorrect: false },
        { optionLabel: 'B', optionText: 'Vänern', isCorrect: true },
        { optionLabel: 'C', optionText: 'Mälaren', isCorrect: false },
        { optionLabel: 'D', optionText: 'Hjälmaren', isCorrect: false },
      ],
    });
    expect((await outboxTypes()).slice(before)).toEqual(['content.question.upserted']);

    const image = await fetch(`${content.url}${question.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 1,
      height: 1,
    });
  });

  it('when options come as objects, then they are accepted too, and a GIF image is fine (stored as WebP)', async () => {
    const response = await create({
      questionText: 'Vilket landskap är störst?',
      options: [
        { optionLabel: 'A', optionText: 'Lappland' },
        { optionLabel: 'B', optionText: 'Skåne' },
      ],
      correctIndex: 0,
      image: { bytes: TINY_GIF, name: 'bild.gif' },
    });
    expect(response.status).toBe(201);
    expect((await response.json()).imageUrl).toMatch(/\.webp$/);
  });

  it('when the image is over 5 MB, or a text file named .png, then it is refused and nothing is saved', async () => {
    const count = async () =>
      Number(
        await (
          await content.call('GET', `/api/v2/questions/count?courseName=${courseName}`, { as: 'student' })
        ).text(),
      );
    const before = await count();
    // SPEC's 5 MB is 5,000,000 bytes: one byte more is too large.
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - TINY_PNG.length)]);
    const tooLarge = await create({
      questionText: 'Stor bild?',
      options: ['a', 'b'],
      correctIndex: 0,
      image: { bytes: big, name: 'stor.png' },
    });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error).toBe('error.imageTooLarge');

    // A form larger than any upload may be is refused as such, naming the limit, before it is read.
    const huge = await create({
      questionText: 'Enorm bild?',
      options: ['a', 'b'],
      correctIndex: 0,
      image: { bytes: Buffer.concat([TINY_PNG, Buffer.alloc(UPLOAD_BODY_LIMIT_BYTES)]), name: 'enorm.png' },
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      error: 'payload_too_large',
      message: 'The request is too large: this address takes at most 6,048,576 bytes (5.77 MiB).',
    });

    const text = Buffer.from('this is not an image at all');
    const fake = await create({
      questionText: 'Falsk bild?',
      options: ['a', 'b'],
      correctIndex: 0,
      image: { bytes: text, name: 'bild.png', type: 'image/png' },
    });
    expect(fake.status).toBe(415);
    expect((await fake.json()).error).toBe('error.imageNotSupported');
    expect(await count()).toBe(before);
  });

  it.each([
    [
      'no question text',
      { questionText: ' ', options: ['a', 'b'], correctIndex: 0 },
      'Question text is required',
    ],
    [
      'one option',
      { questionText: 'Q?', options: ['a'], correctIndex: 0 },
      'At least two answer options are required',
    ],
    [
      'no correct option',
      { questionText: 'Q?', options: ['a', 'b'] },
      'You must mark which answer is correct',
    ],
    [
      'options that are not JSON',
      { questionText: 'Q?', options: 'a,b', correctIndex: 0 },
      'options must be a JSON array',
    ],
  ])('when the form has %s, then 400 with the reason', async (_case, fields, message) => {
    const response = await create(fields as Parameters<typeof questionForm>[0]);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it('when the owner edits a question adding option E, then labels continue and the old image stays', async () => {
    const created = await (
      await create({
        questionText: 'Vilken stad är äldst?',
        options: ['Sigtuna', 'Stockholm', 'Göteborg', 'Malmö'],
        correctIndex: 0,
        image: { bytes: TINY_PNG, name: 'a.png' },
      })
    ).json();
    const form = questionForm({
      questionText: 'Vilken av städerna är äldst?',
      options: ['Sigtuna', 'Stockholm', 'Göteborg', 'Malmö', 'Birka'],
      correctIndex: 4,
    });
    expect(
      (await content.call('PUT', `/api/v2/questions/${created.id}`, { as: 'premium', form })).status,
    ).toBe(403);
    const response = await content.call('PUT', `/api/v2/questions/${created.id}`, { as: 'educator', form });
    expect(response.status).toBe(200);
    const updated = await response.json();
    expect(updated.options.map((option: { optionLabel: string }) => option.optionLabel)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
    ]);
    expect(updated.options[4]).toEqual({ optionLabel: 'E', optionText: 'Birka', isCorrect: true });
    expect(updated.imageUrl).toBe(created.imageUrl);
    expect(
      await (await content.call('GET', `/api/v2/questions/${created.id}`, { as: 'admin' })).json(),
    ).toEqual(updated);
    expect((await content.call('GET', `/api/v2/questions/${created.id}`, { as: 'student' })).status).toBe(
      403,
    );
  });

  it('when the owner edits a question with removeImage=true, then its image is gone and the event says so', async () => {
    const created = await (
      await create({
        questionText: 'Vilken flagga är det?',
        options: ['Sveriges', 'Norges'],
        correctIndex: 0,
        image: { bytes: TINY_PNG, name: 'flagga.png' },
      })
    ).json();
    expect(created.imageUrl).not.toBeNull();
    const form = questionForm({
      questionText: 'Vilken flagga är blå och gul?',
      options: ['Sveriges', 'Norges'],
      correctIndex: 0,
      removeImage: 'true',
    });
    const response = await content.call('PUT', `/api/v2/questions/${created.id}`, { as: 'educator', form });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      questionText: 'Vilken flagga är blå och gul?',
      imageUrl: null,
    });
    expect(
      (await (await content.call('GET', `/api/v2/questions/${created.id}`, { as: 'educator' })).json())
        .imageUrl,
    ).toBeNull();

    // quiz's read model follows this event: the question is shown to students without the image.
    const upserts = await content.db
      .selectFrom('outbox')
      .select('envelope')
      .where('type', '=', 'content.question.upserted')
      .orderBy('sequence')
      .execute();
    const latest = upserts
      .map((row) => (row.envelope as { data: { id: number; imageUrl: string | null } }).data)
      .filter((data) => data.id === created.id)
      .at(-1);
    expect(latest).toMatchObject({ questionText: 'Vilken flagga är blå och gul?', imageUrl: null });
  });

  it.each([
    [
      'removeImage together with a new image',
      { removeImage: 'true', image: { bytes: TINY_GIF, name: 'ny.gif' } },
    ],
    ['removeImage that is not true or false', { removeImage: 'ja' }],
  ])('when the edit sends %s, then 400 and the question keeps its image', async (_case, extra) => {
    const created = await (
      await create({
        questionText: 'Behåll bilden?',
        options: ['ja', 'nej'],
        correctIndex: 0,
        image: { bytes: TINY_PNG, name: 'kvar.png' },
      })
    ).json();
    const form = questionForm({ questionText: 'Ändrad?', options: ['ja', 'nej'], correctIndex: 0, ...extra });
    const response = await content.call('PUT', `/api/v2/questions/${created.id}`, { as: 'educator', form });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'validation_failed',
      message: expect.stringContaining('removeImage'),
    });
    const stored = await (
      await content.call('GET', `/api/v2/questions/${created.id}`, { as: 'educator' })
    ).json();
    expect(stored).toMatchObject({ questionText: 'Behåll bilden?', imageUrl: created.imageUrl });
  });

  it('when a question is deleted, then it is gone from the list and a deleted event is queued', async () => {
    const created = await (
      await create({ questionText: 'Ta bort mig?', options: ['ja', 'nej'], correctIndex: 0 })
    ).json();
    expect((await content.call('DELETE', `/api/v2/questions/${created.id}`, { as: 'educator' })).status).toBe(
      204,
    );
    expect((await content.call('GET', `/api/v2/questions/${created.id}`, { as: 'educator' })).status).toBe(
      404,
    );
    expect(await outboxTypes()).toContain('content.question.deleted');
  });

  it('answers the count as plain text and the editor list only to the owner or an admin', async () => {
    const count = await content.call('GET', `/api/v2/questions/count?courseName=${courseName}`, {
      as: 'student',
    });
    expect(count.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(Number(await count.text())).toBeGreaterThan(0);
    const course = await (await content.call('GET', '/api/v2/courses', { as: 'student' })).json();
    const id = course.find((entry: { name: string }) => entry.name === courseName).id;
    expect((await content.call('GET', `/api/v2/courses/${id}/questions`, { as: 'student' })).status).toBe(
      403,
    );
    const list = await (
      await content.call('GET', `/api/v2/courses/${id}/questions`, { as: 'educator' })
    ).json();
    expect(list.map((question: { position: number }) => question.position)).toEqual(
      [...list.map((question: { position: number }) => question.position)].sort(
        (a: number, b: number) => a - b,
      ),
    );
  });

  it('when a batch is saved, then its course is created and all questions saved; one bad item saves nothing', async () => {
    const name = `genererad-${randomUUID().slice(0, 8)}`;
    const item = (questionText: string, options: unknown) => ({
      questionText,
      options,
      courseName: name,
      courseDisplayName: 'Genererad kurs',
      courseDescription: 'Från en text',
      language: 'sv',
    });
    const outboxBefore = (await outboxTypes()).length;
    const bad = await content.call('POST', '/api/v2/questions/batch', {
      as: 'premium',
      body: [
        item('Fråga ett?', [{ optionText: 'ja', isCorrect: true }, { optionText: 'nej' }]),
        item('Fråga två?', [{ optionText: 'ja' }, { optionText: 'nej' }]),
      ],
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/^Question 2: /);
    expect(
      await content.db.selectFrom('courses').select('id').where('name', '=', name).execute(),
    ).toHaveLength(0);
    expect((await outboxTypes()).length).toBe(outboxBefore);

    const good = await content.call('POST', '/api/v2/questions/batch', {
      as: 'premium',
      body: [
        item('Fråga ett?', [{ optionText: 'ja', isCorrect: true }, { optionText: 'nej' }]),
        item('Fråga två?', [{ optionText: 'ja' }, { optionText: 'nej', isCorrect: true }]),
      ],
    });
    expect(good.status).toBe(201);
    const saved = await good.json();
    expect(saved.course).toMatchObject({ name, displayName: 'Genererad kurs', questionCount: 2 });
    expect(saved.questions).toHaveLength(2);
    expect((await outboxTypes()).slice(outboxBefore)).toEqual([
      'content.course.upserted',
      'content.question.upserted',
      'content.question.upserted',
    ]);
    expect(
      (
        await content.call('POST', '/api/v2/questions/batch', {
          as: 'student',
          body: [item('F?', [{ optionText: 'a', isCorrect: true }, { optionText: 'b' }])],
        })
      ).status,
    ).toBe(403);
  });

  it('answers a course snapshot over NATS request/reply, in quiz order with correct flags', async () => {
    await seed(content.db);
    const nats = await connect({ servers: content.environment.env.NATS_URL });
    try {
      const reply = await nats.request(
        requestSubject(Requests.courseSnapshot, content.environment.namespace),
        JSON.stringify({ courseName: 'sveriges-geografi' }),
        { timeout: 5_000 },
      );
      const snapshot = reply.json<CourseSnapshotReply>();
      expect(snapshot.course).toMatchObject({ name: 'sveriges-geografi', language: 'sv' });
      expect(snapshot.questions.length).toBeGreaterThanOrEqual(20);
      expect(snapshot.questions.map((question) => question.position)).toEqual(
        snapshot.questions.map((_, index) => index),
      );
      for (const question of snapshot.questions) {
        expect(question.options.filter((option) => option.isCorrect)).toHaveLength(1);
      }
      const unknown = await nats.request(
        requestSubject(Requests.courseSnapshot, content.environment.namespace),
        JSON.stringify({ courseName: 'finns-inte' }),
        { timeout: 5_000 },
      );
      expect(unknown.json()).toEqual({ course: null, questions: [] });
      // By id too: a running quiz session knows its course by id (the name may have changed since).
      const byId = await nats.request(
        requestSubject(Requests.courseSnapshot, content.environment.namespace),
        JSON.stringify({ courseId: snapshot.course!.id }),
        { timeout: 5_000 },
      );
      expect(byId.json<CourseSnapshotReply>()).toEqual(snapshot);
    } finally {
      await nats.close();
    }
  });
  it('when a question is written with an explanation, then it is kept, changed or removed on edit and kept when not sent', async () => {
    const created = await create({
      questionText: 'Varför är himlen blå?',
      options: ['Rayleighspridning', 'Havet speglas'],
      correctIndex: 0,
      explanation: '  Kortare våglängder sprids mer.  ',
    });
    expect(created.status).toBe(201);
    const question = await created.json();
    expect(question.explanation).toBe('Kortare våglängder sprids mer.');
    const edit = (fields: Partial<Parameters<typeof questionForm>[0]>) =>
      content.call('PUT', `/api/v2/questions/${question.id}`, {
        as: 'educator',
        form: questionForm({
          questionText: question.questionText,
          options: ['Rayleighspridning', 'Havet speglas'],
          correctIndex: 0,
          ...fields,
        }),
      });
    expect((await (await edit({})).json()).explanation).toBe('Kortare våglängder sprids mer.');
    expect((await (await edit({ explanation: 'Blått sprids mest.' })).json()).explanation).toBe(
      'Blått sprids mest.',
    );
    expect((await (await edit({ explanation: '' })).json()).explanation).toBeNull();
    const tooLong = await edit({ explanation: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
  });
});
