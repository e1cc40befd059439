// Issue 44 through the gateway with every service running: a pupil with data in every service exports it all (each
// service's rows present, as JSON and as a readable page), and once erased no table of any service names them and
// their old token is refused everywhere. The erasure record shows each service's confirmation and what stayed.
import type { ErasureRecord, UserExportResponse } from '@quizdrill/contracts';
import { eventually } from '@quizdrill/test-kit';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, claimsOf, loginAs, type RegisteredUser, registerUser } from '../support/accounts.js';
import { askExplanation } from '../support/ai.js';
import { createQuizCourse, type QuizCourse } from '../support/quiz.js';
import { baseUrl } from '../support/system.js';

const SCHEMAS = ['auth', 'content', 'quiz', 'classroom', 'ai', 'billing'];

/** Every table of every service that has a row containing `needle` (its row as text, case-insensitive). */
async function tablesNaming(client: pg.Client, needle: string): Promise<string[]> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema = any($1)`,
    [SCHEMAS],
  );
  const naming: string[] = [];
  for (const { schema, name } of tables) {
    // The erasure's own events (the revocation of their tokens, the erasure) carry the erased id and nothing else.
    const ownEvents =
      name === 'outbox' ? ` and t.type not in ('users.token.revoked', 'users.user.erased')` : '';
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from "${schema}"."${name}" t where position(lower($1) in lower(t::text)) > 0${ownEvents}`,
      [needle],
    );
    if (Number(rows[0]?.count) > 0) naming.push(`${schema}.${name}`);
  }
  return naming;
}

/** Makes the pupil premium through the development checkout (billing's customer, checkout and subscription). */
async function buyPremium(pupil: RegisteredUser): Promise<string> {
  const checkout = await api<{ url: string }>('POST', '/api/v2/stripe/create-checkout-session', {
    token: pupil.token,
  });
  expect(checkout.status).toBe(200);
  const attempt = new URL(checkout.body.url, baseUrl()).pathname.split('/').pop();
  const paid = await fetch(`${baseUrl()}/api/v2/billing/simulated-checkout/${attempt}/pay`, {
    method: 'POST',
    headers: { authorization: `Bearer ${pupil.token}` },
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  let token = pupil.token;
  await eventually(async () => {
    const refreshed = await api<{ token: string }>('POST', '/api/v2/auth/refresh', { token });
    if (refreshed.status === 200) token = refreshed.body.token;
    // The token's own claim: one refreshed just before the change committed says false (and is outdated after).
    return claimsOf(token).isPremium === true;
  }, 15_000);
  return token;
}

describe('my data over HTTP (issue 44)', () => {
  const database = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  let educator: string;
  let course: QuizCourse;
  let pupil: RegisteredUser;
  let pupilId: string;

  beforeAll(async () => {
    await database.connect();
    educator = await loginAs('educator');
    course = await createQuizCourse(educator);
    pupil = await registerUser({ firstName: 'Greta', lastName: 'Raderasdotter' });
    const me = await api<{ id: string }>('GET', '/api/v2/users/me', { token: pupil.token });
    pupilId = me.body.id;

    // classroom: a member of the educator's team.
    const team = await api<{ id: string; joinCode: { code: string } }>('POST', '/api/v2/groups', {
      token: educator,
      body: { name: `Klass 44 ${Date.now().toString(36)}` },
    });
    const details = await api<{ joinCode: { code: string } }>('GET', `/api/v2/groups/${team.body.id}`, {
      token: educator,
    });
    const joined = await api('POST', '/api/v2/groups/join', {
      token: pupil.token,
      body: { code: details.body.joinCode.code },
    });
    expect(joined.status).toBe(200);
    // billing, then ai: premium opens the AI explanations.
    pupil.token = await buyPremium(pupil);
    expect(await askExplanation(pupil.token)).toBe(200);
    // quiz: a session with an answer.
    const start = await api<{ sessionId: string }>(
      'POST',
      `/api/v2/quiz/start?courseName=${course.course.name}&orderType=ORDER`,
      { token: pupil.token },
    );
    expect(start.status).toBe(200);
    const next = await api<{ questionText: string }>(
      'GET',
      `/api/v2/quiz/next?sessionId=${start.body.sessionId}`,
      {
        token: pupil.token,
      },
    );
    const answer = course.correctLabel(next.body.questionText);
    const submitted = await api(
      'POST',
      `/api/v2/quiz/submit?sessionId=${start.body.sessionId}&answer=${answer}`,
      {
        token: pupil.token,
      },
    );
    expect(submitted.status).toBe(200);
  });

  afterAll(async () => {
    await database.end();
  });

  it('when a pupil with data in every service exports it, then every service’s rows about them are in it', async () => {
    let exported: UserExportResponse | undefined;
    // The answer reaches quiz's tables and the classroom's through the worker's store: a moment after submit.
    await expect
      .poll(
        async () => {
          const answer = await api<UserExportResponse>('GET', '/api/v2/users/me/export', {
            token: pupil.token,
          });
          expect(answer.status).toBe(200);
          exported = answer.body;
          const { services } = answer.body;
          return {
            auth: services.auth?.tables.users?.[0]?.email,
            content: services.content?.tables.users?.length,
            quiz: services.quiz?.tables.answers?.length,
            // Sessions and memory are stored by their own consumers, a moment apart.
            sessions: services.quiz?.tables.sessions?.length,
            cards: services.quiz?.tables.cards?.length,
            classroom: services.classroom?.tables.team_members?.length,
            ai: services.ai?.tables.usage?.length,
            billing: services.billing?.tables.customers?.length,
          };
        },
        { timeout: 20_000, interval: 250 },
      )
      .toEqual({
        auth: pupil.email,
        content: 1,
        quiz: 1,
        sessions: 1,
        cards: 1,
        classroom: 1,
        ai: 1,
        billing: 1,
      });
    expect(exported?.username).toBe(pupil.username);
    expect(exported?.services.billing?.tables.subscriptions?.length).toBeGreaterThan(0);
    // The password hash is a secret, not data about them: only that one is set.
    expect(JSON.stringify(exported)).not.toMatch(/argon2/);

    const page = await fetch(`${baseUrl()}/api/v2/users/me/export?format=html`, {
      headers: { authorization: `Bearer ${pupil.token}` },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-disposition')).toMatch(/^attachment; filename="quizdrill-.*\.html"$/);
    const html = await page.text();
    for (const heading of ['auth', 'content', 'quiz', 'classroom', 'ai', 'billing']) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    expect(html).toContain(pupil.email);
  });

  it('when their teacher or an admin exports the pupil, then they may, and another pupil may not', async () => {
    const byTeacher = await api<UserExportResponse>('GET', `/api/v2/users/${pupil.username}/export`, {
      token: educator,
    });
    expect(byTeacher.status).toBe(200);
    expect(byTeacher.body.services.auth?.tables.users?.[0]?.username).toBe(pupil.username);
    const byAdmin = await api('GET', `/api/v2/users/${pupil.username}/export`, {
      token: await loginAs('admin'),
    });
    expect(byAdmin.status).toBe(200);
    const byStudent = await api<{ error: string }>('GET', `/api/v2/users/${pupil.username}/export`, {
      token: await loginAs('student'),
    });
    expect(byStudent.status).toBe(403);
    // An unknown name is refused to a teacher as a pupil not theirs is (no way to learn who exists); an admin is told.
    const unknown = await api('GET', '/api/v2/users/nobody_at_all_44/export', { token: educator });
    expect(unknown.status).toBe(403);
    const unknownToAdmin = await api('GET', '/api/v2/users/nobody_at_all_44/export', {
      token: await loginAs('admin'),
    });
    expect(unknownToAdmin.status).toBe(404);
  });

  it('when the pupil deletes their account, then no service’s tables name them, their token is refused and every service has confirmed', async () => {
    const wrong = await api<{ error: string }>('DELETE', '/api/v2/users/me', {
      token: pupil.token,
      body: { password: 'not-my-password' },
    });
    expect(wrong).toMatchObject({ status: 403, body: { error: 'wrong_password' } });
    const missing = await api('DELETE', '/api/v2/users/me', { token: pupil.token, body: {} });
    expect(missing.status).toBe(400);

    const erased = await api<ErasureRecord>('DELETE', '/api/v2/users/me', {
      token: pupil.token,
      body: { password: pupil.password },
    });
    expect(erased.status).toBe(202);
    expect(erased.body.services.find((service) => service.service === 'auth')?.confirmedAt).not.toBeNull();

    const admin = await loginAs('admin');
    await expect
      .poll(
        async () => {
          const list = await api<ErasureRecord[]>('GET', '/api/v2/users/erasures', { token: admin });
          return list.body.find((record) => record.id === erased.body.id)?.completedAt ?? null;
        },
        { timeout: 30_000, interval: 250 },
      )
      .not.toBeNull();
    const list = await api<ErasureRecord[]>('GET', '/api/v2/users/erasures', { token: admin });
    const record = list.body.find((entry) => entry.id === erased.body.id);
    // Billing kept the bookkeeping and says why.
    expect(record?.services.find((service) => service.service === 'billing')?.kept).toEqual(
      expect.arrayContaining([expect.objectContaining({ why: expect.stringMatching(/Bokföringslagen/) })]),
    );

    for (const needle of [pupilId, pupil.username, pupil.email, 'Raderasdotter']) {
      expect(await tablesNaming(database, needle), needle).toEqual([]);
    }

    // Refused at the gateway and by each service alike.
    for (const path of ['/api/v2/users/me', '/api/v2/billing/subscription', '/api/v2/quiz/review']) {
      expect((await api('GET', path, { token: pupil.token })).status, path).toBe(401);
    }
    expect((await api('POST', '/api/v2/auth/refresh', { token: pupil.token })).status).toBe(401);
    const login = await api('POST', '/api/v2/auth/login', {
      body: { username: pupil.username, password: pupil.password },
    });
    expect(login.status).toBe(401);
  });

  it('when a client reads the merged OpenAPI document, then the export and erasure routes are described', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document read as it comes
    const document: any = await (await fetch(`${baseUrl()}/api/docs`)).json();
    const routes: [string, string][] = [
      ['/api/v2/users/me/export', 'get'],
      ['/api/v2/users/{username}/export', 'get'],
      ['/api/v2/users/me', 'delete'],
      ['/api/v2/users/{username}', 'delete'],
      ['/api/v2/users/erasures', 'get'],
    ];
    for (const [path, method] of routes) {
      expect(document.paths[path]?.[method]?.description, `${method} ${path}`).toEqual(expect.any(String));
    }
  });

  it('when a student asks for the erasures or to erase someone, then they are refused', async () => {
    const student = await loginAs('student');
    expect((await api('GET', '/api/v2/users/erasures', { token: student })).status).toBe(403);
    expect((await api('DELETE', '/api/v2/users/educator', { token: student })).status).toBe(403);
  });
});
