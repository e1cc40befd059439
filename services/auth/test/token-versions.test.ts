// Tokens outdated by a change they carry (username, role, premium): refused within seconds with their own code,
// swapped at /auth/refresh, and the immutable id keeps two users apart when one takes the other's old name.
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streamFor } from '@quizdrill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, claimsOf, registerAccount, startAuth } from './support.js';

describe('token versions', () => {
  let auth: AuthUnderTest;

  beforeAll(async () => {
    auth = await startAuth();
  });
  afterAll(async () => {
    await auth.stop();
    await auth.cleanup();
  });

  const registered = (overrides: Record<string, string> = {}) => registerAccount(auth, overrides);

  const profileOf = (user: { username: string; email: string; firstName: string; lastName: string }) => ({
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  });

  const meWith = (token: string) => auth.call('GET', '/api/v2/users/me', { token });

  /** Polls until the token is refused as outdated: the revocation travels through the outbox and NATS. */
  async function refusedAsOutdated(token: string) {
    await expect.poll(async () => (await meWith(token)).status, { timeout: 10_000, interval: 50 }).toBe(401);
    expect(await (await meWith(token)).json()).toEqual({
      error: 'token_outdated',
      message: expect.stringContaining('/api/v2/auth/refresh'),
    });
  }

  async function revocationsOf(userId: string) {
    const rows = await auth.db
      .selectFrom('outbox')
      .select('envelope')
      .where('type', '=', 'users.token.revoked')
      .execute();
    return rows
      .map((row) => (row.envelope as { data: { userId: string; version: number } }).data)
      .filter((data) => data.userId === userId);
  }

  it('when the username changes, then PATCH me answers a fresh token, the old one is outdated within seconds and the new one works', async () => {
    const user = await registered();
    expect(claimsOf(user.token)).toMatchObject({ sub: user.username, uid: user.userId, ver: 0 });

    const renamed = { ...profileOf(user), username: `${user.username}r` };
    const response = await auth.call('PATCH', '/api/v2/users/me', { token: user.token, body: renamed });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ ...renamed, id: user.userId, token: expect.any(String) });
    expect(claimsOf(body.token)).toMatchObject({ sub: renamed.username, uid: user.userId, ver: 1 });
    expect(await revocationsOf(user.userId)).toEqual([
      { userId: user.userId, version: 1, notBefore: expect.any(String) },
    ]);

    await refusedAsOutdated(user.token);
    const me = await meWith(body.token);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: user.userId, username: renamed.username });
  });

  it('when only the email or names change, then the token stays valid and nothing is revoked', async () => {
    const user = await registered();
    const response = await auth.call('PATCH', '/api/v2/users/me', {
      token: user.token,
      body: { ...profileOf(user), email: `other-${user.email}`, firstName: 'Greta' },
    });
    expect(response.status).toBe(200);
    expect(claimsOf((await response.json()).token)).toMatchObject({ ver: 0 });
    expect(await revocationsOf(user.userId)).toEqual([]);
    expect((await meWith(user.token)).status).toBe(200);
  });

  it('when another user takes the old username, then each token, refresh and profile stays with its own account', async () => {
    const first = await registered();
    const oldName = first.username;
    const renamed = await auth.call('PATCH', '/api/v2/users/me', {
      token: first.token,
      body: { ...profileOf(first), username: `${oldName}n` },
    });
    const firstFresh = (await renamed.json()).token as string;
    const second = await registered({ username: oldName, email: `second-${first.email}` });
    expect(second.userId).not.toBe(first.userId);
    expect(claimsOf(second.token).sub).toBe(oldName);

    // The first user's old token names the second user's username, and is good for nothing but a refresh.
    await refusedAsOutdated(first.token);
    const refreshed = await auth.call('POST', '/api/v2/auth/refresh', { token: first.token });
    expect(refreshed.status).toBe(200);
    expect(claimsOf((await refreshed.json()).token)).toMatchObject({ uid: first.userId, sub: `${oldName}n` });

    expect(await (await meWith(second.token)).json()).toMatchObject({ id: second.userId, username: oldName });
    expect(await (await meWith(firstFresh)).json()).toMatchObject({
      id: first.userId,
      username: `${oldName}n`,
    });
  });

  it('when an outdated token is refreshed, then the answer carries the current username, role and premium flag', async () => {
    const user = await registered();
    const renamed = await auth.call('PATCH', '/api/v2/users/me', {
      token: user.token,
      body: { ...profileOf(user), username: `${user.username}z` },
    });
    expect(renamed.status).toBe(200);
    await refusedAsOutdated(user.token);

    const refreshed = await auth.call('POST', '/api/v2/auth/refresh', { token: user.token });
    expect(refreshed.status).toBe(200);
    const token = (await refreshed.json()).token as string;
    expect(claimsOf(token)).toMatchObject({
      sub: `${user.username}z`,
      uid: user.userId,
      role: 'ROLE_USER',
      isPremium: false,
      ver: 1,
    });
    expect((await meWith(token)).status).toBe(200);
  });

  it('when the account was deleted, then its token is refused, at refresh too', async () => {
    const user = await registered();
    await auth.db.deleteFrom('users').where('id', '=', user.userId).execute();

    const refreshed = await auth.call('POST', '/api/v2/auth/refresh', { token: user.token });
    expect(refreshed.status).toBe(401);
    expect(await refreshed.json()).toEqual({
      error: 'unauthorized',
      message: 'This account no longer exists',
    });
  });

  it('when auth starts after a revocation, then it refuses the outdated token from its first request', async () => {
    const user = await registered();
    const renamed = await auth.call('PATCH', '/api/v2/users/me', {
      token: user.token,
      body: { ...profileOf(user), username: `${user.username}s` },
    });
    expect(renamed.status).toBe(200);
    await refusedAsOutdated(user.token);

    await auth.stop();
    auth = await startAuth({}, auth.environment);
    const me = await meWith(user.token);
    expect(me.status).toBe(401);
    expect((await me.json()).error).toBe('token_outdated');
  });

  it('when a revocation is published, then it lands in the users stream as its contract says', async () => {
    const user = await registered();
    await auth.call('PATCH', '/api/v2/users/me', {
      token: user.token,
      body: { ...profileOf(user), username: `${user.username}v` },
    });
    const nats = await connect({ servers: auth.environment.env.NATS_URL });
    try {
      const manager = await jetstreamManager(nats);
      const subject = `${auth.environment.namespace}.users.token.revoked`;
      await expect
        .poll(
          async () => {
            const stream = streamFor('users', auth.environment.namespace).name;
            const last = await manager.streams
              .getMessage(stream, { last_by_subj: subject })
              .catch(() => null);
            return last?.json<{ data: { userId: string } }>().data.userId;
          },
          { timeout: 10_000, interval: 50 },
        )
        .toBe(user.userId);
    } finally {
      await nats.close();
    }
  });
});
