// An assignment through the gateway with every service running (issue 18): a team made in auth, a course in
// content, the student's drill in quiz; the answers reach the classroom as `quiz.answer.recorded` and the team as
// auth's events (or its snapshot), and both sides see the progress.
import type { AssignmentList, AssignmentResults, QuizQuestion } from '@quizdrill/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addTeamMember,
  api,
  createTeam,
  loginAs,
  type RegisteredUser,
  registerUser,
} from '../support/accounts.js';
import { createQuizCourse, type QuizCourse, quizApi } from '../support/quiz.js';
import { baseUrl } from '../support/system.js';

describe('an assignment over HTTP', () => {
  let educator: string;
  let student: RegisteredUser;
  let course: QuizCourse;
  let teamId: string;

  beforeAll(async () => {
    educator = await loginAs('educator');
    student = await registerUser({ firstName: 'Åsa', lastName: 'Öberg' });
    course = await createQuizCourse(educator);
    teamId = await createTeam(educator, 'Klass 9Ö');
    await addTeamMember(educator, teamId, student.username);
  });

  it('when the teacher assigns a course and the student drills it, then the student’s progress and the class results show the answers', async () => {
    const created = await api<{ id: string }>('POST', '/api/v2/assignments', {
      token: educator,
      body: { groupId: teamId, courseName: course.course.name, note: 'Till fredag' },
    });
    expect(created.status).toBe(201);
    const assignmentId = created.body.id;

    // The member may reach the classroom by auth's event after the assignment was made (then from the snapshot).
    await expect
      .poll(
        async () => {
          const mine = await api<AssignmentList>('GET', '/api/v2/assignments', { token: student.token });
          return mine.body.assigned.some((row) => row.id === assignmentId);
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);

    const sessionId = await quizApi.start(student.token, course.course.name);
    const first = (await quizApi.next(student.token, sessionId)) as QuizQuestion;
    await quizApi.submit(student.token, sessionId, course.correctLabel(first.questionText));
    const second = (await quizApi.next(student.token, sessionId)) as QuizQuestion;
    await quizApi.submit(student.token, sessionId, course.wrongLabel(second.questionText));

    await expect
      .poll(
        async () => {
          const mine = await api<AssignmentList>('GET', '/api/v2/assignments', { token: student.token });
          return mine.body.assigned.find((row) => row.id === assignmentId)?.progress.answered;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(2);
    const mine = await api<AssignmentList>('GET', '/api/v2/assignments', { token: student.token });
    expect(mine.body.assigned.find((row) => row.id === assignmentId)).toMatchObject({
      // The student reads who set it by the teacher's name, not their username (issue 41).
      createdByName: 'Erik Johansson',
      note: 'Till fredag',
      overdue: false,
      progress: { answered: 2, total: 3, correct: 1, errorRate: 50, finished: false },
    });

    const results = await api<AssignmentResults>('GET', `/api/v2/assignments/${assignmentId}/results`, {
      token: educator,
    });
    expect(results.status).toBe(200);
    expect(results.body.students).toEqual([
      expect.objectContaining({
        username: student.username,
        firstName: 'Åsa',
        lastName: 'Öberg',
        answered: 2,
      }),
    ]);

    const csv = await fetch(`${baseUrl()}/api/v2/assignments/${assignmentId}/results?format=csv`, {
      headers: { authorization: `Bearer ${educator}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="uppgift-/);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain(`Öberg;Åsa;${student.username};2;3;1;50;nej;`);

    expect(
      (await api('GET', `/api/v2/assignments/${assignmentId}/results`, { token: student.token })).status,
    ).toBe(403);
  });
});
