import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { type GroupSnapshotReply, Requests, requestSubject } from '@quizdrill/contracts';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.js';
import { askFor, serveRequests } from '../src/requests/request-reply.js';
import { defaultNatsUrl, testNamespace } from './support.js';

describe('serveRequests and askFor', () => {
  const namespace = testNamespace();
  const subject = requestSubject(Requests.groupSnapshot, namespace);
  const options = { namespace, timeoutMs: 2_000, unavailableMessage: 'Teams cannot be loaded right now' };
  const ownerId = randomUUID();
  const team = (groupId: string): GroupSnapshotReply => ({
    group: { groupId, name: '9A', ownerId, members: [] },
  });
  let asker: NatsConnection;
  let replicas: NatsConnection[];
  let serving: Subscription[] = [];
  let logged: { level: number; msg: string; request: string }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });

  beforeAll(async () => {
    asker = await connect({ servers: defaultNatsUrl() });
    replicas = [await connect({ servers: defaultNatsUrl() }), await connect({ servers: defaultNatsUrl() })];
  });

  afterEach(async () => {
    for (const subscription of serving) subscription.unsubscribe();
    // An unsubscribe goes to the server on its replica's connection, the next test's request on the asker's: until
    // a round trip on each replica shows the server has it, that request may still be routed to a subscription that
    // is gone (no reply, and no "no responders" either — the next test then waits its whole timeout).
    await Promise.all(replicas.map((replica) => replica.flush()));
    serving = [];
    logged = [];
  });

  afterAll(async () => {
    for (const connection of [asker, ...replicas]) await connection.close();
  });

  function serve(answer: (groupId: string) => Promise<GroupSnapshotReply>, replica = replicas[0]!) {
    const subscription = serveRequests(replica, {
      request: Requests.groupSnapshot,
      namespace,
      queue: 'auth',
      logger,
      answer: (request) => answer(request.groupId),
    });
    serving.push(subscription);
    return replica.flush();
  }

  /** The AppError askFor threw, to read its status and cause. */
  async function refusal(asking: Promise<unknown>): Promise<AppError & { cause: Error }> {
    const error = await asking.then(
      () => expect.fail('askFor should have refused'),
      (error: unknown) => error,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError & { cause: Error };
  }

  it('when a valid request is asked, then the answer comes back as the reply', async () => {
    await serve(async (groupId) => team(groupId));
    const groupId = randomUUID();

    expect(await askFor(asker, Requests.groupSnapshot, { groupId }, options)).toEqual(team(groupId));
  });

  it('when two replicas serve the same request, then each request is answered once', async () => {
    const answered: string[] = [];
    const answer = async (groupId: string) => {
      answered.push(groupId);
      return { group: null };
    };
    await serve(answer, replicas[0]);
    await serve(answer, replicas[1]);

    const asked = Array.from({ length: 20 }, () => randomUUID());
    await Promise.all(asked.map((groupId) => askFor(asker, Requests.groupSnapshot, { groupId }, options)));
    for (const replica of replicas) await replica.flush();

    expect(answered.sort()).toEqual(asked.sort());
  });

  it('when a request is malformed, then it is answered { error } and logged, and the next one is served', async () => {
    await serve(async (groupId) => team(groupId));

    for (const malformed of [JSON.stringify({ groupId: 'not-a-uuid' }), 'not json']) {
      const reply = await asker.request(subject, malformed, { timeout: 2_000 });
      expect(reply.json()).toEqual({ error: expect.any(String) });
    }

    expect(logged.map(({ msg, request }) => ({ msg, request }))).toEqual([
      { msg: 'users.group.snapshot request failed', request: Requests.groupSnapshot },
      { msg: 'users.group.snapshot request failed', request: Requests.groupSnapshot },
    ]);
    const groupId = randomUUID();
    expect(await askFor(asker, Requests.groupSnapshot, { groupId }, options)).toEqual(team(groupId));
  });

  it('when the answer fails, then the asker gets a 503 whose cause is the responder’s error', async () => {
    await serve(async () => {
      throw new Error('database is down');
    });

    const error = await refusal(askFor(asker, Requests.groupSnapshot, { groupId: randomUUID() }, options));

    expect(error).toMatchObject({ status: 503, message: 'Teams cannot be loaded right now' });
    expect(error.cause.message).toContain(
      'users.group.snapshot: the responder failed: Error: database is down',
    );
    expect(logged.map(({ msg }) => msg)).toEqual(['users.group.snapshot request failed']);
  });

  it('when the answer breaks the reply’s schema, then it is logged as an error and answered { error }, not sent', async () => {
    await serve(async (groupId) => ({ group: { groupId, name: '9A' } }) as unknown as GroupSnapshotReply);

    const reply = await asker.request(subject, JSON.stringify({ groupId: randomUUID() }), { timeout: 2_000 });

    expect(reply.json()).toEqual({ error: expect.stringContaining('users.group.snapshot reply is invalid') });
    expect(logged.map(({ level, msg, request }) => ({ level, msg, request }))).toEqual([
      { level: 50, msg: 'users.group.snapshot reply is invalid', request: Requests.groupSnapshot },
    ]);
  });

  it('when the reply fails validation, then the asker refuses it with a 503', async () => {
    serving.push(
      replicas[0]!.subscribe(subject, {
        callback: (_error, message) => {
          message.respond(JSON.stringify({ group: { groupId: 'not-a-uuid' } }));
        },
      }),
    );
    await replicas[0]!.flush();

    const error = await refusal(askFor(asker, Requests.groupSnapshot, { groupId: randomUUID() }, options));

    expect(error.status).toBe(503);
    expect(error.cause).toMatchObject({
      name: 'ContractViolation',
      schemaName: 'users.group.snapshot reply',
    });
  });

  it('when no service answers, then the asker’s 503 says so at once, naming the subject', async () => {
    const started = Date.now();

    const error = await refusal(askFor(asker, Requests.groupSnapshot, { groupId: randomUUID() }, options));

    expect(error.status).toBe(503);
    expect(error.cause.message).toBe(`users.group.snapshot: no service answers ${subject}`);
    expect(Date.now() - started).toBeLessThan(options.timeoutMs);
  });

  it('when the responder does not reply in time, then the asker’s 503 says it waited its timeout', async () => {
    serving.push(replicas[0]!.subscribe(subject, { callback: () => undefined }));
    await replicas[0]!.flush();

    const error = await refusal(
      askFor(asker, Requests.groupSnapshot, { groupId: randomUUID() }, { ...options, timeoutMs: 200 }),
    );

    expect(error.cause.message).toBe(`users.group.snapshot: no reply on ${subject} within 200 ms`);
  });

  // Checked by typecheck, not at run time: the closures are never called.
  it('when a payload or an answer belongs to another request, then it does not compile', () => {
    const wrongPayload = () =>
      // @ts-expect-error a course snapshot's payload is not a group snapshot's
      askFor(asker, Requests.groupSnapshot, { courseName: 'biology' }, options);
    const wrongAnswer = () =>
      serveRequests(asker, {
        request: Requests.courseSnapshot,
        namespace,
        queue: 'content',
        logger,
        // @ts-expect-error a group snapshot is not a course snapshot's reply
        answer: async () => ({ group: null }),
      });
    expect(typeof wrongPayload && typeof wrongAnswer).toBe('function');
  });
});
