// Tokens through the gateway, against the running system: a change of username or membership outdates the tokens
// issued before it within seconds (401 token_outdated, swapped at /auth/refresh), the immutable id keeps a user's
// data theirs when someone else takes their old username, and the Authorization header is read strictly.
import { describe, expect, it } from 'vitest';
import { api, claimsOf, registerUser } from '../support/accounts.js';
import { baseUrl } from '../support/system.js';

const COURSE = 'matematik-ak9';

type CurrentSession = { sessionId: string; courseName: string };

/** Polls until the gateway refuses the token as outdated: the change travels through auth's outbox and NATS. */
async function refusedAsOutdated(token: string): Promise<void> {
  await expect
    .poll(async () => (await api('GET', '/api/v2/quiz/sessions/current', { token })).status, {
      timeout: 10_000,
      interval: 100,
    })
    .toBe(401);
  const refused = await api('GET', '/api/v2/quiz/sessions/current', { token });
  expect(refused.body).toEqual({
    error: 'token_outdated',
    message: expect.stringContaining('/api/v2/auth/refresh'),
  });
}

/** Starts a quiz on the seeded course and answers its first question. */
async function answeredSession(token: string): Promise<string> {
  const start = await api<{ sessionId: string }>(
    'POST',
    `/api/v2/quiz/start?courseName=${COURSE}&orderType=ORDER&startQuestion=0`,
    { token },
  );
  expect(start.status).toBe(200);
  const { sessionId } = start.body;
  const next = await api<{ options: { optionLabel: string }[] }>(
    'GET',
    `/api/v2/quiz/next?sessionId=${sessionId}`,
    {
      token,
    },
  );
  const label = next.body.options[0]!.optionLabel;
  expect(
    (await api('POST', `/api/v2/quiz/submit?sessionId=${sessionId}&answer=${label}`, { token })).status,
  ).toBe(200);
  return sessionId;
}

const profileOf = (user: { username: string; email: string; firstName: string; lastName: string }) => ({
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
});

describe('tokens through the gateway', () => {
  it('when a user changes username and someone else takes the old one, then the old token is outdated, the new one works, and each keeps their own data', async () => {
    const first = await registerUser();
    const firstId = claimsOf(first.token).uid;
    const sessionId = await answeredSession(first.token);

    const renamed = await api<{ id: string; username: string; token: string }>('PATCH', '/api/v2/users/me', {
      token: first.token,
      body: { ...profileOf(first), username: `${first.username}2` },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: firstId, username: `${first.username}2` });
    const fresh = renamed.body.token;
    expect(claimsOf(fresh)).toMatchObject({ uid: firstId, sub: `${first.username}2` });

    await refusedAsOutdated(first.token);
    // Offered to continue once its answer is stored (quiz-worker, a moment later).
    await expect
      .poll(
        async () =>
          (await api<CurrentSession[]>('GET', '/api/v2/quiz/sessions/current', { token: fresh })).body.map(
            (session) => session.sessionId,
          ),
        { timeout: 10_000, interval: 100 },
      )
      .toEqual([sessionId]);

    const second = await registerUser({ username: first.username, email: `second-${first.email}` });
    expect(claimsOf(second.token).uid).not.toBe(firstId);
    expect(claimsOf(second.token).sub).toBe(first.username);
    const theirs = await api<CurrentSession[]>('GET', '/api/v2/quiz/sessions/current', {
      token: second.token,
    });
    expect(theirs.body).toEqual([]);
    const foreign = await api('GET', `/api/v2/quiz/next?sessionId=${sessionId}`, { token: second.token });
    expect(foreign.status).toBe(404);
    const me = await api<{ id: string; username: string }>('GET', '/api/v2/users/me', {
      token: second.token,
    });
    expect(me.body).toMatchObject({ id: claimsOf(second.token).uid, username: first.username });

    // The old token names the second user's username now; a refresh still answers for the first user.
    const refreshed = await api<{ token: string }>('POST', '/api/v2/auth/refresh', { token: first.token });
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.body.token)).toMatchObject({ uid: firstId, sub: `${first.username}2` });
  });

  it('when a user pays for premium, then the token that says free is outdated and a refresh answers premium', async () => {
    const user = await registerUser();
    const checkout = await api<{ url: string }>('POST', '/api/v2/stripe/create-checkout-session', {
      token: user.token,
    });
    expect(checkout.status).toBe(200);
    const paid = await fetch(`${baseUrl()}${new URL(checkout.body.url).pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    await refusedAsOutdated(user.token);
    const refreshed = await api<{ token: string }>('POST', '/api/v2/auth/refresh', { token: user.token });
    expect(claimsOf(refreshed.body.token)).toMatchObject({ role: 'ROLE_PREMIUM', isPremium: true });
    const me = await api('GET', '/api/v2/users/me', { token: refreshed.body.token });
    expect(me.body).toMatchObject({ role: 'ROLE_PREMIUM', isPremium: true });
  });

  it('when the Authorization header is not exactly "Bearer <token>", then 401 with a message that says so', async () => {
    const { token } = await registerUser();
    const call = (authorization: string) =>
      fetch(`${baseUrl()}/api/v2/users/me`, { headers: { authorization, accept: 'application/json' } });

    // RFC 7235: the scheme is case-insensitive.
    for (const accepted of [`Bearer ${token}`, `bearer ${token}`]) {
      expect((await call(accepted)).status, accepted).toBe(200);
    }
    for (const refused of [`Bearer ${token} junk`, 'Bearer', `Bearer  ${token}`]) {
      const answer = await call(refused);
      expect(answer.status, refused).toBe(401);
      expect(await answer.json()).toEqual({
        error: 'unauthorized',
        message: 'The Authorization header must be "Bearer <token>"',
      });
    }
  });
});
