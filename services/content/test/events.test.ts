// Every change reaches the content stream exactly once; a change that fails publishes nothing.
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { streamFor } from '@quizdrill/contracts';
import { eventually } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentUnderTest, createCourse, questionForm, startContent } from './support.js';

describe('content events', () => {
  let content: ContentUnderTest;
  let nats: NatsConnection;

  beforeAll(async () => {
    content = await startContent();
    nats = await connect({ servers: content.environment.env.NATS_URL });
  });
  afterAll(async () => {
    await nats.close();
    await content.stop();
  });

  const streamMessages = async () => {
    const manager = await jetstreamManager(nats);
    return (await manager.streams.info(streamFor('content', content.environment.namespace).name)).state
      .messages;
  };
  const unpublished = async () =>
    (await content.db.selectFrom('outbox').select('id').where('published_at', 'is', null).execute()).length;

  it('when courses and questions change, then each change is one message; refused changes add none', async () => {
    const course = await createCourse(content, 'educator', 'handelser');
    const created = await content.call('POST', '/api/v2/questions/create', {
      as: 'educator',
      form: questionForm({
        questionText: 'Händelse?',
        options: ['ja', 'nej'],
        correctIndex: 0,
        courseName: course.name,
      }),
    });
    const question = await created.json();
    await content.call('PUT', `/api/v2/questions/${question.id}`, {
      as: 'educator',
      form: questionForm({ questionText: 'Händelse igen?', options: ['ja', 'nej'], correctIndex: 1 }),
    });
    // Refused: not the owner, and an invalid form. Neither may leave an event behind.
    await content.call('DELETE', `/api/v2/courses/${course.id}`, { as: 'premium' });
    await content.call('PUT', `/api/v2/questions/${question.id}`, {
      as: 'educator',
      form: questionForm({ questionText: 'Trasig?', options: ['bara en'], correctIndex: 0 }),
    });

    await eventually(async () => (await unpublished()) === 0);
    const outboxRows = await content.db.selectFrom('outbox').select('type').orderBy('sequence').execute();
    expect(outboxRows.map((row) => row.type)).toEqual([
      'content.course.upserted',
      'content.question.upserted',
      'content.question.upserted',
    ]);
    expect(await streamMessages()).toBe(3);
  });
});
