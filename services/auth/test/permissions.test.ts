// Who may call what: every auth route against every kind of caller. Later services copy this pattern.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, newAccount, startAuth } from './support.js';

type Caller = 'anonymous' | 'student' | 'premium' | 'educator' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'student', 'premium', 'educator', 'admin'];

interface RouteCase {
  name: string;
  method: string;
  path: (ids: Ids) => string;
  body?: (caller: Caller, ids: Ids) => unknown;
  expected: Record<Caller, number>;
}

interface Ids {
  team: string;
  studentId: string;
  joinCode: string;
}

const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  student: status,
  premium: status,
  educator: status,
  admin: status,
});
const signedIn = (status: number): Record<Caller, number> => ({ ...everyone(status), anonymous: 401 });

const ROUTES: RouteCase[] = [
  { name: 'jwks', method: 'GET', path: () => '/api/v2/auth/jwks.json', expected: everyone(200) },
  { name: 'config', method: 'GET', path: () => '/api/v2/auth/config', expected: everyone(200) },
  {
    name: 'login',
    method: 'POST',
    path: () => '/api/v2/auth/login',
    body: () => ({ username: 'student', password: 'quizdrill' }),
    expected: everyone(200),
  },
  {
    name: 'register',
    method: 'POST',
    path: () => '/api/v2/auth/register',
    body: () => newAccount(),
    expected: everyone(201),
  },
  { name: 'refresh', method: 'POST', path: () => '/api/v2/auth/refresh', expected: signedIn(200) },
  { name: 'me', method: 'GET', path: () => '/api/v2/users/me', expected: signedIn(200) },
  {
    name: 'update me',
    method: 'PATCH',
    path: () => '/api/v2/users/me',
    // Each caller saves its own unchanged profile.
    body: (caller) => ({
      username: caller,
      email: `${caller}@quizdrill.example`,
      firstName: { student: 'Sara', premium: 'Petra', educator: 'Erik', admin: 'Astrid', anonymous: 'x' }[
        caller
      ],
      lastName: {
        student: 'Andersson',
        premium: 'Nilsson',
        educator: 'Johansson',
        admin: 'Lindqvist',
        anonymous: 'x',
      }[caller],
    }),
    expected: signedIn(200),
  },
  { name: 'my groups', method: 'GET', path: () => '/api/v2/users/me/groups', expected: signedIn(200) },
  {
    name: 'every group',
    method: 'GET',
    path: () => '/api/v2/groups',
    expected: { anonymous: 401, student: 403, premium: 403, educator: 403, admin: 200 },
  },
  {
    name: 'select group',
    method: 'PUT',
    path: () => '/api/v2/users/me/group',
    body: (_caller, ids) => ({ groupId: ids.team }),
    expected: { anonymous: 401, student: 200, premium: 403, educator: 200, admin: 403 },
  },
  {
    name: 'create group',
    method: 'POST',
    path: () => '/api/v2/groups',
    body: (caller) => ({ name: `Grupp ${caller}` }),
    expected: { anonymous: 401, student: 403, premium: 403, educator: 201, admin: 201 },
  },
  {
    name: 'read group',
    method: 'GET',
    path: (ids) => `/api/v2/groups/${ids.team}`,
    expected: { anonymous: 401, student: 200, premium: 403, educator: 200, admin: 200 },
  },
  {
    name: 'add member',
    method: 'POST',
    path: (ids) => `/api/v2/groups/${ids.team}/members`,
    body: () => ({ username: 'premium' }),
    // The educator adds premium first; the admin's attempt then finds premium already a member.
    expected: { anonymous: 401, student: 403, premium: 403, educator: 201, admin: 409 },
  },
  {
    name: 'join by code',
    method: 'POST',
    path: () => '/api/v2/groups/join',
    body: (_caller, ids) => ({ code: ids.joinCode }),
    // Students join (student and premium are members already: 200, nothing changes); teachers and admins do not.
    expected: { anonymous: 401, student: 200, premium: 200, educator: 403, admin: 403 },
  },
  {
    name: 'read join code',
    method: 'GET',
    path: (ids) => `/api/v2/groups/${ids.team}/join-code`,
    expected: { anonymous: 401, student: 403, premium: 403, educator: 200, admin: 200 },
  },
  {
    name: 'switch join code',
    method: 'PATCH',
    path: (ids) => `/api/v2/groups/${ids.team}/join-code`,
    body: () => ({ enabled: true }),
    expected: { anonymous: 401, student: 403, premium: 403, educator: 200, admin: 200 },
  },
  {
    name: 'renew join code',
    method: 'POST',
    path: (ids) => `/api/v2/groups/${ids.team}/join-code`,
    expected: { anonymous: 401, student: 403, premium: 403, educator: 200, admin: 200 },
  },
  {
    name: 'add members from a list',
    method: 'POST',
    path: (ids) => `/api/v2/groups/${ids.team}/members/bulk`,
    body: () => ({ list: 'student\npremium' }),
    expected: { anonymous: 401, student: 403, premium: 403, educator: 200, admin: 200 },
  },
  // The last two change the team for good, so they come last; the admin then finds it already done.
  {
    name: 'remove member',
    method: 'DELETE',
    path: (ids) => `/api/v2/groups/${ids.team}/members/${ids.studentId}`,
    expected: { anonymous: 401, student: 403, premium: 403, educator: 204, admin: 404 },
  },
  {
    name: 'delete group',
    method: 'DELETE',
    path: (ids) => `/api/v2/groups/${ids.team}`,
    expected: { anonymous: 401, student: 403, premium: 403, educator: 204, admin: 404 },
  },
];

describe('role × route matrix of the auth service', () => {
  let auth: AuthUnderTest;
  const tokens = new Map<Caller, string | undefined>();
  let ids: Ids;

  beforeAll(async () => {
    auth = await startAuth();
    tokens.set('anonymous', undefined);
    for (const caller of CALLERS.slice(1)) tokens.set(caller, await auth.login(caller));
    const team = await auth.db
      .selectFrom('groups')
      .select(['id', 'join_code'])
      .where('name', '=', 'Klass 9A')
      .executeTakeFirstOrThrow();
    const student = await auth.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'student')
      .executeTakeFirstOrThrow();
    ids = { team: team.id, studentId: student.id, joinCode: team.join_code };
  });
  afterAll(async () => {
    await auth.stop();
    await auth.cleanup();
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.name}: ${CALLERS.map((caller) => `${caller} ${route.expected[caller]}`).join(', ')}`, async () => {
      const answers: Record<string, number> = {};
      for (const caller of CALLERS) {
        const response = await auth.call(route.method, route.path(ids), {
          token: tokens.get(caller),
          body: route.body?.(caller, ids),
        });
        answers[caller] = response.status;
      }
      expect(answers).toEqual(route.expected);
    });
  }
});
