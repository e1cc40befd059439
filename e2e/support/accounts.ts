// The seeded development accounts and API shortcuts for browser tests: log in, register, call as a user.
import { randomBytes } from 'node:crypto';
import { baseUrl } from './system.js';

/** Development seed (services/auth): every account has this password. */
export const SEED_PASSWORD = 'quizdrill';

export const seedAccounts = {
  admin: { firstName: 'Astrid', role: 'ROLE_ADMIN', status: 'admin' },
  educator: { firstName: 'Erik', role: 'ROLE_EDUCATOR', status: 'educator' },
  premium: { firstName: 'Petra', role: 'ROLE_PREMIUM', status: 'premium' },
  student: { firstName: 'Sara', role: 'ROLE_USER', status: 'free' },
} as const;
export type SeedUsername = keyof typeof seedAccounts;

/** The seeded team: owned by educator, with student as a member. */
export const SEED_TEAM_NAME = 'Klass 9A';

export type ApiAnswer<T = unknown> = { status: number; body: T; headers: Headers };

/** One call to the system under test, JSON in and out, as `token`'s user when given. */
export async function api<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Plain text stays text.
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** Logs in over the API, the way the login form does, and answers the token. */
export async function loginAs(username: string, password: string = SEED_PASSWORD): Promise<string> {
  const answer = await api<{ token?: string }>('POST', '/api/v2/auth/login', {
    body: { username, password },
  });
  if (answer.status !== 200 || !answer.body.token) {
    throw new Error(`login as ${username} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.token;
}

export type RegisteredUser = {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  token: string;
};

/** A name no other test (or earlier run against the same database) has used. */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/** A fresh free account, so a test may change it without touching the shared seed accounts. */
export async function registerUser(
  overrides: Partial<Omit<RegisteredUser, 'token'>> = {},
): Promise<RegisteredUser> {
  const username = overrides.username ?? uniqueUsername();
  const user = {
    username,
    email: overrides.email ?? `${username}@example.test`,
    firstName: overrides.firstName ?? 'Elsa',
    lastName: overrides.lastName ?? 'Testsson',
    password: overrides.password ?? 'correct-horse-battery',
  };
  const answer = await api<{ token?: string }>('POST', '/api/v2/auth/register', { body: user });
  if (answer.status !== 201 || !answer.body.token) {
    throw new Error(`register ${username} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return { ...user, token: answer.body.token };
}

export type TeamSummary = {
  id: string;
  name: string;
  ownerUsername: string;
  memberCount: number;
  isOwner: boolean;
};

/** The seeded team as its owner sees it. */
export async function seedTeam(): Promise<TeamSummary> {
  const educatorToken = await loginAs('educator');
  const answer = await api<TeamSummary[]>('GET', '/api/v2/users/me/groups', { token: educatorToken });
  const team = Array.isArray(answer.body)
    ? answer.body.find((group) => group.name === SEED_TEAM_NAME)
    : undefined;
  if (!team)
    throw new Error(
      `educator has no team ${SEED_TEAM_NAME}: ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  return team;
}

/** A new team of the owner's (an educator's or an admin's); answers its id. */
export async function createTeam(ownerToken: string, name: string): Promise<string> {
  const answer = await api<{ id: string }>('POST', '/api/v2/groups', { token: ownerToken, body: { name } });
  if (answer.status !== 201) throw new Error(`creating team ${name} answered ${answer.status}`);
  return answer.body.id;
}

/** Deletes a team of the owner's (or any, for an admin). */
export async function deleteTeam(ownerToken: string, teamId: string): Promise<void> {
  const answer = await api('DELETE', `/api/v2/groups/${teamId}`, { token: ownerToken });
  if (answer.status !== 204) throw new Error(`deleting team ${teamId} answered ${answer.status}`);
}

export async function addTeamMember(ownerToken: string, teamId: string, username: string): Promise<void> {
  const answer = await api('POST', `/api/v2/groups/${teamId}/members`, {
    token: ownerToken,
    body: { username },
  });
  if (answer.status >= 300) throw new Error(`adding ${username} answered ${answer.status}`);
}

function decodeSegment(segment: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The claims of a token, read without checking it. */
export function claimsOf(token: string): Record<string, unknown> {
  return decodeSegment(token.split('.')[1] ?? '');
}

/** A real token whose signature no longer matches: the gateway and the services must refuse it. */
export function withBrokenSignature(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  return [header, payload, flipped].join('.');
}

/** A real token with its claims changed (and so its signature broken), e.g. an expiry in the past. */
export function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const changed = Buffer.from(JSON.stringify({ ...decodeSegment(payload ?? ''), ...claims })).toString(
    'base64url',
  );
  return [header, changed, signature].join('.');
}

/**
 * Wrong passwords from this test process (a browser that never logged in to the account) until auth locks the
 * account: it allows a few typos per account before it locks (services/auth login throttle).
 */
export async function lockAccount(username: string): Promise<void> {
  for (let attempt = 1; attempt <= 10; attempt++) {
    const answer = await api('POST', '/api/v2/auth/login', {
      body: { username, password: `wrong-${attempt}` },
    });
    if (answer.status === 429) return;
  }
  throw new Error(`${username} was not locked after 10 wrong passwords`);
}
