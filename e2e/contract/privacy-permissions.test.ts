// Who may export and erase whom (issue 44), every privacy route against every kind of caller, through the gateway
// with every service running (an export gathers each service's rows over NATS, so only the whole system answers
// 200). Every erasing cell erases an account made for that cell: no seeded account is ever erased. Then each route's
// malformed input: a 4xx with a message, never a 5xx.

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTeamMember,
  api,
  createTeam,
  deleteTeam,
  loginAs,
  type RegisteredUser,
  registerUser,
} from '../support/accounts.js';
import { baseUrl } from '../support/system.js';

type Caller = 'anonymous' | 'student' | 'premium' | 'educator' | 'otherEducator' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'student', 'premium', 'educator', 'otherEducator', 'admin'];
type SignedIn = Exclude<Caller, 'anonymous'>;

const ROLE_OF: Record<SignedIn, string> = {
  student: 'ROLE_USER',
  premium: 'ROLE_PREMIUM',
  educator: 'ROLE_EDUCATOR',
  otherEducator: 'ROLE_EDUCATOR',
  admin: 'ROLE_ADMIN',
};

type Refusal = { error?: string; message?: string };

const signedIn = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  student: status,
  premium: status,
  educator: status,
  otherEducator: status,
  admin: status,
});
const adminOnly = (status: number): Record<Caller, number> => ({ ...signedIn(403), admin: status });

const database = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });

/** A fresh account of `caller`'s role (the role set in auth's table, then signed in again for its claims). */
async function throwaway(caller: SignedIn): Promise<RegisteredUser> {
  const user = await registerUser({ firstName: 'Kastbar' });
  if (ROLE_OF[caller] === 'ROLE_USER') return user;
  await database.query('update auth.users set role = $1 where username = $2', [
    ROLE_OF[caller],
    user.username,
  ]);
  return { ...user, token: await loginAs(user.username, user.password) };
}

describe('privacy routes: who may call what (issue 44)', () => {
  /** The callers that only read: the seeded accounts, and an educator who owns a team the pupil is not in. */
  const tokens = {} as Record<SignedIn, string>;
  const usernames = {} as Record<SignedIn, string>;
  /** A pupil of the seeded educator's team; another of the other educator's. */
  let pupil: RegisteredUser;
  let otherPupil: RegisteredUser;
  const teams: [string, string][] = [];

  beforeAll(async () => {
    await database.connect();
    for (const seeded of ['student', 'premium', 'educator', 'admin'] as const) {
      tokens[seeded] = await loginAs(seeded);
      usernames[seeded] = seeded;
    }
    const other = await throwaway('otherEducator');
    tokens.otherEducator = other.token;
    usernames.otherEducator = other.username;

    const suffix = Date.now().toString(36);
    pupil = await registerUser({ firstName: 'Pia' });
    const team = await createTeam(tokens.educator, `Matris ${suffix}`);
    teams.push([tokens.educator, team]);
    await addTeamMember(tokens.educator, team, pupil.username);
    otherPupil = await registerUser({ firstName: 'Olle' });
    const otherTeam = await createTeam(tokens.otherEducator, `Annan matris ${suffix}`);
    teams.push([tokens.otherEducator, otherTeam]);
    await addTeamMember(tokens.otherEducator, otherTeam, otherPupil.username);
  });

  afterAll(async () => {
    for (const [owner, team] of teams) await deleteTeam(owner, team);
    await database.end();
  });

  interface ReadCase {
    name: string;
    path: (caller: Caller) => string;
    expected: Record<Caller, number>;
  }

  const READS: ReadCase[] = [
    { name: 'export oneself', path: () => '/api/v2/users/me/export', expected: signedIn(200) },
    {
      name: 'export oneself as a page',
      path: () => '/api/v2/users/me/export?format=html',
      expected: signedIn(200),
    },
    {
      name: 'export oneself by name',
      path: (caller) => `/api/v2/users/${caller === 'anonymous' ? 'student' : usernames[caller]}/export`,
      expected: signedIn(200),
    },
    {
      name: "export a pupil of the educator's team",
      path: () => `/api/v2/users/${pupil.username}/export`,
      expected: { ...signedIn(403), educator: 200, admin: 200 },
    },
    {
      name: "export a pupil of the other educator's team",
      path: () => `/api/v2/users/${otherPupil.username}/export`,
      expected: { ...signedIn(403), otherEducator: 200, admin: 200 },
    },
    {
      name: 'export another educator',
      path: (caller) =>
        `/api/v2/users/${caller === 'educator' ? usernames.otherEducator : 'educator'}/export`,
      expected: { ...signedIn(403), admin: 200 },
    },
    {
      // Only an admin is told the name is unknown: to others it is refused as any user they may not export.
      name: 'export a user who does not exist',
      path: () => '/api/v2/users/nobody_matrix_44/export',
      expected: adminOnly(404),
    },
    { name: 'the erasures', path: () => '/api/v2/users/erasures', expected: adminOnly(200) },
  ];

  for (const route of READS) {
    it.each(CALLERS)(`GET ${route.name}: as %s`, async (caller) => {
      const token = caller === 'anonymous' ? undefined : tokens[caller];
      const answer = await api<Refusal>('GET', route.path(caller), { token });
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(route.expected[caller]);
      if (answer.status >= 400) expect(answer.body.message).toEqual(expect.any(String));
    });
  }

  it.each(CALLERS)('DELETE oneself with the password: as %s (a fresh account)', async (caller) => {
    const expected = signedIn(202)[caller];
    if (caller === 'anonymous') {
      const answer = await api('DELETE', '/api/v2/users/me', { body: { password: 'quizdrill' } });
      expect(answer.status).toBe(expected);
      return;
    }
    const user = await throwaway(caller);
    const answer = await api<{ requestedBy: string }>('DELETE', '/api/v2/users/me', {
      token: user.token,
      body: { password: user.password },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
    expect(answer.body.requestedBy).toBe('self');
    expect((await api('GET', '/api/v2/users/me', { token: user.token })).status).toBe(401);
  });

  it.each(CALLERS)('DELETE oneself with a wrong password: as %s (a fresh account)', async (caller) => {
    const expected = signedIn(403)[caller];
    const user = caller === 'anonymous' ? undefined : await throwaway(caller);
    const answer = await api<Refusal>('DELETE', '/api/v2/users/me', {
      token: user?.token,
      body: { password: 'not-the-password' },
    });
    expect(answer.status).toBe(expected);
    expect(answer.body.message).toEqual(expect.any(String));
    if (user) expect((await api('GET', '/api/v2/users/me', { token: user.token })).status).toBe(200);
  });

  it.each(CALLERS)('DELETE another user by name: as %s (a fresh target)', async (caller) => {
    const expected = adminOnly(202)[caller];
    const target = await registerUser({ firstName: 'Mål' });
    const answer = await api<Refusal & { requestedBy?: string }>(
      'DELETE',
      `/api/v2/users/${target.username}`,
      {
        token: caller === 'anonymous' ? undefined : tokens[caller],
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
    const stillThere = (await api('GET', '/api/v2/users/me', { token: target.token })).status;
    if (expected === 202) {
      expect(answer.body.requestedBy).toBe('admin');
      expect(stillThere).toBe(401);
    } else {
      expect(answer.body.message).toEqual(expect.any(String));
      expect(stillThere).toBe(200);
    }
  });

  it.each(CALLERS)('DELETE oneself by name: as %s (a fresh account)', async (caller) => {
    // An admin deletes their own account as its owner, with the password (409); the others may not erase by name.
    const expected = { ...adminOnly(409), anonymous: 401 }[caller];
    const user = caller === 'anonymous' ? undefined : await throwaway(caller);
    const answer = await api<Refusal>('DELETE', `/api/v2/users/${user?.username ?? 'student'}`, {
      token: user?.token,
    });
    expect(answer.status).toBe(expected);
    expect(answer.body.message).toEqual(expect.any(String));
    if (user) expect((await api('GET', '/api/v2/users/me', { token: user.token })).status).toBe(200);
  });

  it('DELETE an unknown user by name: the admin is told 404', async () => {
    const answer = await api<Refusal>('DELETE', '/api/v2/users/nobody_matrix_44', { token: tokens.admin });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toEqual(expect.any(String));
  });
});

describe('privacy routes: malformed input answers 4xx with a message (issue 44)', () => {
  let admin: string;
  let account: RegisteredUser;

  beforeAll(async () => {
    admin = await loginAs('admin');
    account = await registerUser({ firstName: 'Felaktig' });
  });

  afterAll(async () => {
    // The account that only ever sent bad requests is still there: it goes now.
    const erased = await api('DELETE', '/api/v2/users/me', {
      token: account.token,
      body: { password: account.password },
    });
    expect(erased.status).toBe(202);
  });

  /**
   * Written as the URL sends it: `%2E%2E%2Fx` reaches the service as `../x` (a URL parser would fold `../`). A path
   * parameter over 100 characters the gateway's router refuses itself: 414 (URI Too Long), with a message.
   */
  const BAD_USERNAMES: [string, number, string][] = [
    ['a NUL', 400, '%00'],
    ['300 characters', 414, 'a'.repeat(300)],
    ['33 characters', 400, 'a'.repeat(33)],
    ['a path out', 400, '%2E%2E%2Fx'],
    ['a space', 400, 'a%20b'],
    ['one character', 400, 'a'],
    ['an emoji', 400, encodeURIComponent('😀😀😀')],
    ['a NUL inside', 400, 'student%00'],
  ];

  /** The answer, read as JSON whatever it is, sent as written (no URL folding). */
  async function raw(
    method: string,
    path: string,
    options: { token?: string; contentType?: string; body?: string } = {},
  ): Promise<{ status: number; body: Refusal }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.contentType) headers['content-type'] = options.contentType;
    const response = await fetch(`${baseUrl()}${path}`, { method, headers, body: options.body });
    const text = await response.text();
    let body: Refusal = {};
    try {
      body = JSON.parse(text) as Refusal;
    } catch {
      body = { message: undefined };
    }
    return { status: response.status, body };
  }

  const isRefusal = (answer: { status: number; body: Refusal }, label: string) => {
    expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
    expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
    expect(answer.body.message, label).toEqual(expect.stringMatching(/\S/));
  };

  it.each(BAD_USERNAMES)('GET the export of a username with %s: %i', async (_, status, name) => {
    for (const token of [admin, account.token]) {
      const answer = await raw('GET', `/api/v2/users/${name}/export`, { token });
      isRefusal(answer, name);
      expect(answer.status).toBe(status);
    }
  });

  it.each(BAD_USERNAMES)('DELETE a username with %s: %i for the admin', async (_, status, name) => {
    const answer = await raw('DELETE', `/api/v2/users/${name}`, { token: admin });
    isRefusal(answer, name);
    expect(answer.status).toBe(status);
  });

  it('GET an export in a format that does not exist: 400', async () => {
    for (const path of [
      '/api/v2/users/me/export?format=xyz',
      '/api/v2/users/me/export?format=',
      '/api/v2/users/me/export?format=HTML',
      '/api/v2/users/me/export?format=html&format=json',
      `/api/v2/users/${account.username}/export?format=xyz`,
    ]) {
      const answer = await raw('GET', path, { token: account.token });
      isRefusal(answer, path);
      expect(answer.status, path).toBe(400);
    }
  });

  /**
   * The status each answers. An unknown field is dropped before the check (the services' validator removes what a
   * schema does not name), so that body is judged by its password: wrong, 403. Plain text is read as a string, which
   * is not the object asked for: 400. A form has no parser: 415.
   */
  const BAD_BODIES: [string, number, string | undefined, string | undefined][] = [
    ['no body', 400, undefined, undefined],
    ['an empty object', 400, 'application/json', '{}'],
    ['a number for the password', 400, 'application/json', '{"password":123}'],
    ['null for the password', 400, 'application/json', '{"password":null}'],
    ['an empty password', 400, 'application/json', '{"password":""}'],
    ['a list for the password', 400, 'application/json', '{"password":["correct-horse-battery"]}'],
    ['a password of 300 characters', 400, 'application/json', JSON.stringify({ password: 'p'.repeat(300) })],
    ['an extra field', 403, 'application/json', '{"password":"x","admin":true}'],
    ['a list', 400, 'application/json', '[]'],
    ['a bare string', 400, 'application/json', '"correct-horse-battery"'],
    ['null', 400, 'application/json', 'null'],
    ['broken JSON', 400, 'application/json', '{"password":'],
    ['text', 400, 'text/plain', 'correct-horse-battery'],
    ['a form', 415, 'application/x-www-form-urlencoded', 'password=correct-horse-battery'],
  ];

  it.each(BAD_BODIES)(
    'DELETE oneself with %s: %i, and the account stays',
    async (label, status, type, body) => {
      const answer = await raw('DELETE', '/api/v2/users/me', {
        token: account.token,
        contentType: type,
        body,
      });
      isRefusal(answer, label);
      expect(answer.status).toBe(status);
      expect((await api('GET', '/api/v2/users/me', { token: account.token })).status).toBe(200);
    },
  );
});
