import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentUnderTest, createCourse, startContent } from './support.js';

describe('courses', () => {
  let content: ContentUnderTest;
  beforeAll(async () => {
    content = await startContent();
  });
  afterAll(() => content.stop());

  it('when an educator creates a course, then it is listed with its count and an event is queued', async () => {
    const course = await createCourse(content, 'educator', 'historia-1');
    expect(course).toMatchObject({
      id: expect.any(Number),
      name: 'historia-1',
      displayName: 'Kurs historia-1',
      language: 'sv',
      ownerId: '5eed0000-0000-4000-8000-000000000002',
      questionCount: 0,
    });
    const list = await (await content.call('GET', '/api/v2/courses', { as: 'student' })).json();
    expect(list.map((entry: { name: string }) => entry.name)).toContain('historia-1');
    const events = await content.db
      .selectFrom('outbox')
      .select('envelope')
      .where('type', '=', 'content.course.upserted')
      .execute();
    expect(events.map((row) => (row.envelope as { data: { name: string } }).data.name)).toContain(
      'historia-1',
    );
  });

  it.each([
    ['an uppercase name', { name: 'Historia' }, 'name'],
    ['a name with spaces', { name: 'min kurs' }, 'name'],
    ['an empty display name', { displayName: '' }, 'displayName'],
    ['an empty description', { description: '' }, 'description'],
    ['an unknown language', { language: 'de' }, 'language'],
  ])(
    'when creating with %s, then 400 naming the field and nothing is stored',
    async (_case, change, field) => {
      const body = { name: 'giltig-kurs', displayName: 'Giltig', description: 'Text', ...change };
      const response = await content.call('POST', '/api/v2/courses', { as: 'admin', body });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain(field);
      expect(
        await content.db.selectFrom('courses').select('id').where('name', '=', 'giltig-kurs').execute(),
      ).toHaveLength(0);
    },
  );

  it('when the name is taken, then 409 error.courseNameTaken', async () => {
    await createCourse(content, 'educator', 'upptagen');
    const response = await content.call('POST', '/api/v2/courses', {
      as: 'premium',
      body: { name: 'upptagen', displayName: 'Igen', description: 'Igen' },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: 'error.courseNameTaken',
      message: 'Course name is already taken',
    });
  });

  it('when the owner edits the course, then it changes; others may not; an unknown id is 404', async () => {
    const course = await createCourse(content, 'educator', 'redigerbar');
    const change = { name: 'redigerad', displayName: 'Redigerad', description: 'Ny text', language: 'en' };
    const byOther = await content.call('PUT', `/api/v2/courses/${course.id}`, {
      as: 'premium',
      body: change,
    });
    expect(byOther.status).toBe(403);
    const byOwner = await content.call('PUT', `/api/v2/courses/${course.id}`, {
      as: 'educator',
      body: change,
    });
    expect(byOwner.status).toBe(200);
    expect(await byOwner.json()).toMatchObject(change);
    expect((await content.call('GET', `/api/v2/courses/${course.id}`, { as: 'student' })).status).toBe(200);
    expect((await content.call('GET', '/api/v2/courses/999999', { as: 'student' })).status).toBe(404);
    expect((await content.call('GET', '/api/v2/courses/abc', { as: 'student' })).status).toBe(400);
  });

  it('when an admin deletes a course, then it is gone and a deleted event is queued', async () => {
    const course = await createCourse(content, 'educator', 'borttagen');
    expect((await content.call('DELETE', `/api/v2/courses/${course.id}`, { as: 'student' })).status).toBe(
      403,
    );
    expect((await content.call('DELETE', `/api/v2/courses/${course.id}`, { as: 'admin' })).status).toBe(204);
    expect((await content.call('GET', `/api/v2/courses/${course.id}`, { as: 'admin' })).status).toBe(404);
    const deleted = await content.db
      .selectFrom('outbox')
      .select('envelope')
      .where('type', '=', 'content.course.deleted')
      .execute();
    expect(deleted.map((row) => (row.envelope as { data: { name: string } }).data.name)).toContain(
      'borttagen',
    );
  });

  it('when there is no token, then 401', async () => {
    expect((await content.call('GET', '/api/v2/courses')).status).toBe(401);
  });
});
