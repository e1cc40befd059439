import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { streamFor, subjectFor } from '@quizdrill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JetStreamPublisher } from '../src/events/jetstream-publisher.js';
import { ensureStreams } from '../src/events/nats.js';
import { defaultNatsUrl, deleteStreams, testNamespace } from './support.js';

describe('JetStreamPublisher', () => {
  let nats: NatsConnection;
  let publisher: JetStreamPublisher;
  const namespace = testNamespace();
  const subject = subjectFor('quiz.answer.recorded', namespace);
  const message = (msgID = randomUUID()) => ({ subject, data: JSON.stringify({ msgID }), msgID });

  beforeAll(async () => {
    nats = await connect({ servers: defaultNatsUrl() });
    await ensureStreams(nats, ['quiz'], namespace);
    publisher = new JetStreamPublisher(nats, 2_000);
  });

  afterAll(async () => {
    publisher.close();
    await deleteStreams(nats, namespace);
    await nats.close();
  });

  const storedCount = async () =>
    (await (await jetstreamManager(nats)).streams.info(streamFor('quiz', namespace).name)).state.messages;

  it('when many messages are published at once, then each is stored and acknowledged in order', async () => {
    const before = await storedCount();

    const outcomes = await publisher.publishAll(Array.from({ length: 300 }, () => message()));

    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    const seqs = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.seq : 0));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(await storedCount()).toBe(before + 300);
  });

  it('when a message id comes again, then JetStream stores it once and says it was a duplicate', async () => {
    const again = message();
    const before = await storedCount();

    const [first, second] = await publisher.publishAll([again, again]);

    expect(first?.status).toBe('fulfilled');
    expect(first?.status === 'fulfilled' && first.value.duplicate).toBeFalsy();
    expect(second).toMatchObject({ status: 'fulfilled', value: { duplicate: true } });
    expect(await storedCount()).toBe(before + 1);
  });

  it('when no stream takes the subject, then that message fails and the others are stored', async () => {
    const [lost, stored] = await publisher.publishAll([
      { ...message(), subject: `nowhere-${randomUUID()}.quiz.answer.recorded` },
      message(),
    ]);

    expect(lost).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringContaining('no stream') },
    });
    expect(stored?.status).toBe('fulfilled');
  });
});
