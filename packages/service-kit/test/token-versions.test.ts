// The token version feed against real JetStream: what was revoked before a process started, what is revoked while
// it runs, that checking a token asks nothing of the network, that stopping it ends it even mid-reopen, that the
// consumers it has done with are deleted from the server, and that it outlives its stream being deleted.
import { randomUUID } from 'node:crypto';
import { type Consumer, type ConsumerMessages, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Domain, streamFor, subjectFor } from '@quizdrill/contracts';
import { publishTokenRevocation, sendJson, startFakeServer } from '@quizdrill/test-kit';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createTokenVerifier } from '../src/auth/jwt.js';
import { TokenVersionFeed } from '../src/auth/token-versions.js';
import { ensureStreams } from '../src/events/nats.js';
import { defaultNatsUrl, deleteStreams, gate, logger, testNamespace } from './support.js';

describe('token version feed', () => {
  const namespace = testNamespace();
  let nats: NatsConnection;
  const feeds: TokenVersionFeed[] = [];

  async function startedFeed(connection = nats): Promise<TokenVersionFeed> {
    const feed = new TokenVersionFeed({ nats: connection, namespace, logger });
    feeds.push(feed);
    await feed.start();
    return feed;
  }

  beforeAll(async () => {
    nats = await connect({ servers: defaultNatsUrl() });
  });
  afterAll(async () => {
    await Promise.all(feeds.map((feed) => feed.stop()));
    await deleteStreams(nats, namespace);
    await nats.close();
  });

  it('when a process starts after a revocation, then it knows the newest version as soon as it has started', async () => {
    await startedFeed(); // Creates the users stream, as every service's first start does.
    const userId = randomUUID();
    await publishTokenRevocation(namespace, { userId, version: 1 });
    await publishTokenRevocation(namespace, { userId, version: 3 });
    await publishTokenRevocation(namespace, { userId, version: 2 });

    const late = await startedFeed();
    expect(late.newestVersion(userId)).toBe(3);
    expect(late.newestVersion(randomUUID())).toBe(0);
  });

  it('when a revocation is published while it runs, then it learns it within moments', async () => {
    const feed = await startedFeed();
    const userId = randomUUID();
    await publishTokenRevocation(namespace, { userId, version: 4 });
    await expect.poll(() => feed.newestVersion(userId), { timeout: 5_000, interval: 20 }).toBe(4);
    // An older one arriving late (a redelivery) lowers nothing.
    feed.record({ userId, version: 2, notBefore: new Date().toISOString() });
    expect(feed.newestVersion(userId)).toBe(4);
  });

  it('when a malformed message is on the subject, then it is skipped and the ones after it still apply', async () => {
    const feed = await startedFeed();
    const subject = subjectFor('users.token.revoked', namespace);
    await jetstream(nats).publish(
      subject,
      JSON.stringify({ id: 'x', type: 'users.token.revoked', data: {} }),
    );
    const userId = randomUUID();
    await publishTokenRevocation(namespace, { userId, version: 1 });
    await expect.poll(() => feed.newestVersion(userId), { timeout: 5_000, interval: 20 }).toBe(1);
  });

  it('when a revocation is older than any token can live, then it is forgotten', () => {
    const feed = new TokenVersionFeed({ nats, namespace, logger });
    const [userId, other] = [randomUUID(), randomUUID()];
    const now = Date.now();
    feed.record({ userId, version: 5, notBefore: new Date(now - 2 * 86_400_000).toISOString() }, now);
    expect(feed.newestVersion(userId)).toBe(5);
    feed.record({ userId: other, version: 1, notBefore: new Date(now).toISOString() }, now + 61_000);
    expect(feed.newestVersion(userId)).toBe(0);
    expect(feed.newestVersion(other)).toBe(1);
  });

  it('when NATS goes away, then tokens are still checked against the versions in memory: no call per request', async () => {
    const own = await connect({ servers: defaultNatsUrl() });
    const feed = await startedFeed(own);
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k', alg: 'EdDSA' };
    const jwks = await startFakeServer((_request, response) => sendJson(response, 200, { keys: [jwk] }));
    const verifier = createTokenVerifier({ jwksUrl: `${jwks.url}/jwks.json`, versions: feed });
    const userId = randomUUID();
    const sign = (ver: number) =>
      new SignJWT({ uid: userId, role: 'ROLE_USER', isPremium: false, ver })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'k' })
        .setSubject('sara')
        .setExpirationTime('5m')
        .sign(privateKey);
    const older = await sign(0);
    const newer = await sign(1);
    await verifier.verify(older);
    await publishTokenRevocation(namespace, { userId, version: 1 });
    await expect.poll(() => feed.newestVersion(userId), { timeout: 5_000, interval: 20 }).toBe(1);
    await verifier.verify(newer);

    await own.close();
    for (let request = 0; request < 1_000; request++) {
      await expect(verifier.verify(older)).rejects.toMatchObject({ code: 'token_outdated' });
      await expect(verifier.verify(newer)).resolves.toMatchObject({ userId });
    }
    // One key fetch for all of it, and NATS was not there to ask.
    expect(jwks.requests).toHaveLength(1);
    await jwks.close();
  });

  interface Opened {
    /** The ordered consumer's name on the server. */
    name: string;
    messages: ConsumerMessages;
    stop: MockInstance;
  }

  /** A feed whose open() the test can hold at its start (open() is private), with what each call opened. */
  function heldFeed(holdCall: number) {
    const feed = new TokenVersionFeed({ nats, namespace, logger });
    const internals = feed as unknown as {
      open(): Promise<{ reading: { consumer: Consumer; messages: ConsumerMessages }; pending: number }>;
    };
    const realOpen = internals.open.bind(feed);
    const reached = gate();
    const release = gate();
    const opened: Opened[] = [];
    let calls = 0;
    vi.spyOn(internals, 'open').mockImplementation(async () => {
      calls += 1;
      if (calls === holdCall) {
        reached.open();
        await release.opened;
      }
      const result = await realOpen();
      const { consumer, messages } = result.reading;
      const { name } = await consumer.info(true);
      opened.push({ name, messages, stop: vi.spyOn(messages, 'stop') });
      return result;
    });
    return { feed, reached, release, opened };
  }

  /** What the feed opened was stopped before a message was read: read now, it ends at once (no subscription left). */
  async function expectStoppedUnread(opened: Opened | undefined) {
    if (!opened) throw new Error('the feed did not open it');
    expect(opened.stop).toHaveBeenCalled();
    expect(opened.messages.getProcessed()).toBe(0);
    let read = 0;
    for await (const _message of opened.messages) read++;
    expect(read).toBe(0);
  }

  /** The consumers on the users stream now, by name. */
  async function consumersOnServer(): Promise<string[]> {
    const names: string[] = [];
    const manager = await jetstreamManager(nats);
    for await (const info of manager.consumers.list(streamFor(Domain.users, namespace).name)) {
      names.push(info.name);
    }
    return names;
  }

  /** Deleted by the feed: gone from the server within moments, not at its inactive threshold 5 minutes on. */
  async function expectDeleted(...consumers: (Opened | undefined)[]) {
    const names = consumers.map((opened) => opened?.name);
    expect(names).not.toContain(undefined);
    await expect
      .poll(async () => (await consumersOnServer()).filter((name) => names.includes(name)), {
        timeout: 2_000,
        interval: 20,
      })
      .toEqual([]);
  }

  it('when it is stopped, then its consumer is deleted from the server', async () => {
    const { feed, opened } = heldFeed(0);
    await feed.start();
    expect(await consumersOnServer()).toContain(opened[0]?.name);

    await feed.stop();

    await expectDeleted(opened[0]);
  });

  it('when it reads again after an error, then the consumer it read before is deleted and the new one kept', async () => {
    const { feed, opened } = heldFeed(0);
    await feed.start();

    // The error: the iterator the feed reads ends under it; it reads again from a new consumer half a second on.
    await opened[0]?.messages.close();
    await expect.poll(() => opened.length, { timeout: 5_000, interval: 20 }).toBe(2);

    await expectDeleted(opened[0]);
    expect(await consumersOnServer()).toContain(opened[1]?.name);
    const userId = randomUUID();
    await publishTokenRevocation(namespace, { userId, version: 7 });
    await expect.poll(() => feed.newestVersion(userId), { timeout: 5_000, interval: 20 }).toBe(7);
    await feed.stop();
    await expectDeleted(opened[1]);
  });

  it('when it is stopped while it is starting, then what start opened is stopped and never read', async () => {
    // Not in `feeds`: the test stops it itself.
    const { feed, reached, release, opened } = heldFeed(1);
    const starting = feed.start();
    await reached.opened;
    await feed.stop();
    release.open();
    await starting;

    expect(opened).toHaveLength(1);
    await expectStoppedUnread(opened[0]);
    await expectDeleted(opened[0]);
  });

  it('when it is stopped while it waits to read again after an error, then it ends without opening again', async () => {
    const { feed, opened } = heldFeed(0);
    const failed = gate();
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => failed.open());
    await feed.start();

    // The error: the iterator the feed reads ends under it; the feed logs it and waits before reading again.
    await opened[0]?.messages.close();
    await failed.opened;
    await feed.stop();
    warn.mockRestore();

    expect(opened).toHaveLength(1);
    await expectDeleted(opened[0]);
  });

  it('when it is stopped while reopening after an error, then what the reopen opens is stopped and never read', async () => {
    // Not in `feeds`: the test stops it itself, and a failed run would leave afterAll waiting on it. The reopen (the
    // second open) is held at its start, inside the gap between the error and the new iterator; stop() begins there,
    // and only then does the reopen finish.
    const { feed, reached: reopening, release, opened } = heldFeed(2);
    await feed.start();

    // The error: the iterator the feed reads ends under it, as when its subscription fails.
    await opened[0]?.messages.close();
    await reopening.opened;
    const stopped = feed.stop();
    release.open();
    await stopped;

    expect(opened).toHaveLength(2);
    await expectStoppedUnread(opened[1]);
    await expect(opened[1]?.messages.closed()).resolves.toBeUndefined();
    await expectDeleted(opened[0], opened[1]);
    // And stopping again has nothing left to wait for.
    await feed.stop();
  });

  /**
   * A running feed whose users stream was then deleted, in a namespace of its own (the stream goes away under this
   * feed alone); the feed warns as it reads again. `end` stops it and removes what is left.
   */
  async function feedWhoseStreamWasDeleted() {
    const own = testNamespace();
    const feed = new TokenVersionFeed({ nats, namespace: own, logger });
    feeds.push(feed);
    await feed.start();
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await (await jetstreamManager(nats)).streams.delete(streamFor(Domain.users, own).name);
    const end = async () => {
      warn.mockRestore();
      await feed.stop();
      await deleteStreams(nats, own);
    };
    return { own, feed, end };
  }

  it('when the users stream is deleted while it runs and made again (a service restarting), then it learns the revocations after', async () => {
    // The new stream starts its sequences anew: a feed resuming after the last sequence it saw would skip these.
    const { own, feed, end } = await feedWhoseStreamWasDeleted();
    try {
      await ensureStreams(nats, [Domain.users], own);
      const userId = randomUUID();
      await publishTokenRevocation(own, { userId, version: 9 });
      await expect.poll(() => feed.newestVersion(userId), { timeout: 20_000, interval: 50 }).toBe(9);
    } finally {
      await end();
    }
  }, 30_000);

  it('when the users stream is deleted while it runs and nothing makes it again, then the feed makes it and learns the revocations after', async () => {
    const { own, feed, end } = await feedWhoseStreamWasDeleted();
    try {
      const userId = randomUUID();
      await expect
        .poll(
          async () => {
            // Refused (no stream answers the subject) until the feed has made the stream again.
            await publishTokenRevocation(own, { userId, version: 9 }).catch(() => undefined);
            return feed.newestVersion(userId);
          },
          { timeout: 20_000, interval: 250 },
        )
        .toBe(9);
    } finally {
      await end();
    }
  }, 30_000);
});
