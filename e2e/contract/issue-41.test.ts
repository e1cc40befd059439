// Issue 41's server parts through the gateway with every service running: students who join a team by its code or
// from a pasted list reach the classroom as members (the class results list them, the CSV with no error rate yet),
// the AI's answer names its provider in a header that crosses the gateway, and the merged OpenAPI document
// describes the new routes for the web's authors.
import type { AddMembersReport, AssignmentResults, GroupDetails, GroupSummary } from '@quizdrill/contracts';
import { WRONG_CAPITAL_ANSWER } from '@quizdrill/test-kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createTeam, loginAs, type RegisteredUser, registerUser } from '../support/accounts.js';
import { createQuizCourse, type QuizCourse } from '../support/quiz.js';
import { baseUrl } from '../support/system.js';

describe('issue 41 over HTTP', () => {
  let educator: string;
  let course: QuizCourse;
  beforeAll(async () => {
    educator = await loginAs('educator');
    course = await createQuizCourse(educator);
  });

  it('when one student joins by the team’s code and another is added from a pasted list, then the class results list both', async () => {
    const teamId = await createTeam(educator, `Klass 41 ${Date.now().toString(36)}`);
    const team = await api<GroupDetails>('GET', `/api/v2/groups/${teamId}`, { token: educator });
    const code = team.body.joinCode!.code;
    const joiner: RegisteredUser = await registerUser({ firstName: 'Åsa', lastName: 'Öberg' });
    const listed: RegisteredUser = await registerUser({ firstName: 'Bo', lastName: 'Ek' });

    const joined = await api<{ joined: boolean }>('POST', '/api/v2/groups/join', {
      token: joiner.token,
      body: { code: `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase() },
    });
    expect(joined).toMatchObject({ status: 200, body: { joined: true } });
    // Names, not usernames (point 10): the student's list names the team's teacher.
    const mine = await api<GroupSummary[]>('GET', '/api/v2/users/me/groups', { token: joiner.token });
    expect(mine.body.find((listed) => listed.id === teamId)?.ownerName).toBe('Erik Johansson');
    const report = await api<AddMembersReport>('POST', `/api/v2/groups/${teamId}/members/bulk`, {
      token: educator,
      body: { list: `${listed.email}\n${joiner.username}\nnobody-${Date.now()}` },
    });
    expect(report.body.entries.map((entry) => entry.outcome)).toEqual([
      'added',
      'already_member',
      'not_found',
    ]);

    const created = await api<{ id: string }>('POST', '/api/v2/assignments', {
      token: educator,
      body: { groupId: teamId, courseName: course.course.name },
    });
    expect(created.status).toBe(201);
    // The members reach the classroom by auth's events (or its snapshot of the team).
    await expect
      .poll(
        async () => {
          const results = await api<AssignmentResults>(
            'GET',
            `/api/v2/assignments/${created.body.id}/results`,
            {
              token: educator,
            },
          );
          return results.body.students?.map((student) => student.username).sort();
        },
        { timeout: 15_000, interval: 100 },
      )
      .toEqual([joiner.username, listed.username].sort());

    const csv = await fetch(`${baseUrl()}/api/v2/assignments/${created.body.id}/results?format=csv`, {
      headers: { authorization: `Bearer ${educator}` },
    });
    // Neither has started: answered 0, no error rate.
    expect(await csv.text()).toContain(`Öberg;Åsa;${joiner.username};0;3;0;;nej;`);
  });

  it('when a premium member asks why with a model that has no key, then the built-in explainer answers and the header says so', async () => {
    const premium = await loginAs('premium');
    const response = await fetch(`${baseUrl()}/api/v2/explain`, {
      method: 'POST',
      headers: { authorization: `Bearer ${premium}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...WRONG_CAPITAL_ANSWER, aiModel: 'claude' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('x-ai-provider')).toBe('offline');
    const providers = await api<{ providers: { id: string; configured: boolean }[] }>(
      'GET',
      '/api/v2/ai/providers',
      {
        token: premium,
      },
    );
    expect(providers.body.providers.find((provider) => provider.id === 'claude')?.configured).toBe(false);
  });

  it('when a client reads the merged OpenAPI document, then the new routes and the review queue are described', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document read as it comes
    const document: any = await (await fetch(`${baseUrl()}/api/docs`)).json();
    for (const [path, method] of [
      ['/api/v2/groups/join', 'post'],
      ['/api/v2/groups/{id}/join-code', 'get'],
      ['/api/v2/groups/{id}/join-code', 'post'],
      ['/api/v2/groups/{id}/join-code', 'patch'],
      ['/api/v2/groups/{id}/members/bulk', 'post'],
      ['/api/v2/billing/subscription', 'get'],
      ['/api/v2/billing/subscription/cancel', 'post'],
      ['/api/v2/billing/subscription/resume', 'post'],
      ['/api/v2/billing/invoices', 'get'],
      ['/api/v2/ai/providers', 'get'],
    ] as const) {
      expect(document.paths[path]?.[method]?.description, `${method} ${path}`).toBeTruthy();
    }
    expect(JSON.stringify(document.paths['/api/v2/quiz/review'].get.responses['200'])).toContain('"queue"');
    expect(document.paths['/api/v2/explain'].post.responses['200'].headers['x-ai-provider']).toBeDefined();
  });
});
