// Assignments (issue 18) from the classroom's side: a team known from auth's events, drill answers from quiz's,
// each delivered twice; exact results for a class of 30 with 50 questions, members coming and going, a student's
// own list, and assignments closed by a deleted team or course.
import { connect } from '@nats-io/transport-node';
import { type DevAccount, devAccount, errorRate } from '@quizdrill/contracts';
import type { Caller } from '@quizdrill/service-kit';
import { eventOf, eventually } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Assignments } from '../src/assignments/assignments.js';
import { ANSWERS_CONSUMER } from '../src/consumers/answers.consumer.js';
import { COURSES_CONSUMER } from '../src/consumers/courses.consumer.js';
import { TEAMS_CONSUMER } from '../src/consumers/teams.consumer.js';
import { CourseSnapshots } from '../src/courses/course-snapshots.js';
import { Teams } from '../src/teams/teams.js';
import { type ClassroomSystem, createCourse, startClassroomSystem, type TestQuestion } from './support.js';
import {
  answer,
  asPeople,
  consumed,
  membership,
  newStudent,
  publish,
  publishTeam,
  type Student,
} from './team-events.js';

const STUDENTS = 30;
const QUESTIONS = 50;

/** Student i answers the first 50 − 5·(i mod 6) questions; their latest answer is wrong when (i + j) mod 3 = 0. */
const answeredBy = (i: number) => QUESTIONS - 5 * (i % 6);
const rightAtLast = (i: number, j: number) => (i + j) % 3 !== 0;

describe('assignments', () => {
  let classroom: ClassroomSystem;
  let course: { id: number; name: string; questions: TestQuestion[] };
  let students: Student[];
  let groupId: string;
  let assignmentId: string;
  let createdAt: Date;

  beforeAll(async () => {
    classroom = await startClassroomSystem({ auth: true });
    course = await createCourse(classroom, 'geografi', QUESTIONS);
    students = Array.from({ length: STUDENTS }, (_, i) =>
      newStudent('Elev', `Nummer ${String(i).padStart(2, '0')}`),
    );
    groupId = await publishTeam(classroom, 'Klass 9B', students);
  }, 60_000);
  afterAll(() => classroom.stop());

  const wrongLabel = (question: TestQuestion) =>
    question.labels[(question.labels.indexOf(question.correct) + 1) % question.labels.length]!;

  const results = async (query = '') => {
    const response = await classroom.call('GET', `/api/v2/assignments/${assignmentId}/results${query}`, {
      as: 'educator',
    });
    expect(response.status).toBe(200);
    return response;
  };

  it('when the owner assigns a course to the team, then 201 with the assignment as both sides see it', async () => {
    const response = await classroom.call('POST', '/api/v2/assignments', {
      as: 'educator',
      body: { groupId, courseName: 'geografi', dueAt: '2099-06-01T12:00:00.000Z', note: '  Kapitel 3  ' },
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      id: expect.any(String),
      group: { id: groupId, name: 'Klass 9B' },
      course: { id: course.id, name: 'geografi', displayName: 'Kurs geografi', language: 'sv' },
      dueAt: '2099-06-01T12:00:00.000Z',
      note: 'Kapitel 3',
      createdAt: expect.any(String),
      createdBy: 'educator',
      createdByName: 'Erik Johansson',
      closedAt: null,
      closedReason: null,
    });
    assignmentId = body.id;
    createdAt = new Date(body.createdAt);
  });

  it('when 30 students answer 50 questions and every event is delivered twice, then the results are exact', async () => {
    const events = [];
    let latestOf: Date[] = [];
    // Answers before the assignment was made do not count: a full round, all right, an hour earlier.
    const before = new Date(createdAt.getTime() - 3_600_000);
    for (const question of course.questions) {
      events.push(answer(students[1]!, course, question.id, question.correct, true, before));
    }
    const start = createdAt.getTime() + 1_000;
    latestOf = students.map(() => new Date(0));
    students.forEach((student, i) => {
      for (let j = 0; j < answeredBy(i); j += 1) {
        const question = course.questions[j]!;
        const first = new Date(start + i * 100_000 + j * 1_000);
        events.push(answer(student, course, question.id, wrongLabel(question), false, first));
        let last = first;
        if (rightAtLast(i, j)) {
          last = new Date(first.getTime() + 500);
          events.push(answer(student, course, question.id, question.correct, true, last));
        }
        if (last > latestOf[i]!) latestOf[i] = last;
      }
    });
    // Answers on a course nobody assigned are not kept.
    const unassigned = course.questions.map((question) =>
      answer(students[0]!, { id: course.id + 1_000, name: 'annan' }, question.id, 'A', true, new Date(start)),
    );
    await publish(classroom, [...events, ...unassigned, ...[...events].reverse()]);
    await consumed(classroom, 'quiz', ANSWERS_CONSUMER);
    const stored = await classroom.db
      .selectFrom('drill_answers')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(events.length);

    const body = await (await results()).json();
    const expectedStudents = students.map((student, i) => {
      const answered = answeredBy(i);
      let correct = 0;
      for (let j = 0; j < answered; j += 1) if (rightAtLast(i, j)) correct += 1;
      return {
        userId: student.id,
        username: student.username,
        firstName: 'Elev',
        lastName: student.lastName,
        answered,
        total: QUESTIONS,
        correct,
        errorRate: errorRate(correct, answered),
        finished: answered === QUESTIONS,
        lastActivityAt: latestOf[i]!.toISOString(),
      };
    });
    expect(body.students).toEqual(expectedStudents);
    expect(body.questions).toEqual(
      course.questions.map((question, j) => {
        const takers = students.map((_, i) => i).filter((i) => answeredBy(i) > j);
        const right = takers.filter((i) => rightAtLast(i, j)).length;
        const wrong = takers.length - right;
        return {
          questionId: question.id,
          position: j + 1,
          questionText: question.questionText,
          correctOption: question.correct,
          answered: takers.length,
          correct: right,
          shareRight: right / takers.length,
          // Single choice: no partial credit, so the mean credit is the share right.
          meanCredit: right / takers.length,
          mostChosenWrong:
            wrong === 0
              ? null
              : {
                  optionLabel: wrongLabel(question),
                  optionText: `Svar ${wrongLabel(question)}${j + 1}`,
                  count: wrong,
                },
        };
      }),
    );
    const answered = expectedStudents.reduce((sum, row) => sum + row.answered, 0);
    const correct = expectedStudents.reduce((sum, row) => sum + row.correct, 0);
    expect(body.averages).toEqual({
      answered: Math.round((answered / STUDENTS) * 100) / 100,
      correct: Math.round((correct / STUDENTS) * 100) / 100,
      errorRate: errorRate(correct, answered),
      finished: Math.round((expectedStudents.filter((row) => row.finished).length / STUDENTS) * 100) / 100,
    });

    // How long the results take for this class, whole answers read (printed for the report, not asserted).
    const started = performance.now();
    for (let round = 0; round < 10; round += 1) await (await results()).arrayBuffer();
    console.info(
      `results of 30 students × 50 questions: ${((performance.now() - started) / 10).toFixed(1)} ms each`,
    );
  }, 60_000);

  it('when the teacher and a student list assignments, then the team’s completion and the student’s own progress show', async () => {
    const teacher = await (await classroom.call('GET', '/api/v2/assignments', { as: 'educator' })).json();
    expect(teacher.teaching.find((row: { id: string }) => row.id === assignmentId).completion).toEqual({
      students: STUDENTS,
      started: STUDENTS,
      finished: students.filter((_, i) => answeredBy(i) === QUESTIONS).length,
    });
    expect(teacher.assigned).toEqual([]);

    const student = await (await classroom.call('GET', '/api/v2/assignments', { as: students[2]! })).json();
    expect(student.teaching).toEqual([]);
    expect(student.assigned).toHaveLength(1);
    const correct = Array.from({ length: answeredBy(2) }, (_, j) => j).filter((j) =>
      rightAtLast(2, j),
    ).length;
    expect(student.assigned[0]).toMatchObject({
      id: assignmentId,
      overdue: false,
      progress: {
        answered: answeredBy(2),
        total: QUESTIONS,
        correct,
        errorRate: errorRate(correct, answeredBy(2)),
        finished: false,
      },
    });
  });

  it('when the teacher has several assignments on one course and a student is in two teams, then each counts on its own, with as many queries as for fewer and one snapshot per course', async () => {
    const namespace = classroom.system.environment.namespace;
    const nats = await connect({ servers: classroom.system.env.NATS_URL });
    let queries = 0;
    const asked: number[] = [];
    // The service's own use case on the real database and content, with a counter around each.
    const counted = classroom.db.withPlugin({
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const snapshots = new (class extends CourseSnapshots {
      override byId(courseId: number) {
        asked.push(courseId);
        return super.byId(courseId);
      }
    })(nats, namespace, 10_000);
    const assignments = new Assignments(counted, new Teams(counted, nats, namespace, 10_000), snapshots);
    const callerOf = (who: Student | DevAccount): Caller => ({
      userId: who.id,
      username: who.username,
      role: who.role,
      isPremium: false,
    });
    const counting = async (caller: Caller) => {
      queries = 0;
      asked.length = 0;
      const list = await assignments.list(caller);
      return { list, queries, asked: [...asked].sort((a, b) => a - b) };
    };
    const assign = async (team: string) => {
      const created = await classroom.call('POST', '/api/v2/assignments', {
        as: 'educator',
        body: { groupId: team, courseName: 'fysik' },
      });
      expect(created.status).toBe(201);
      return (await created.json()).id as string;
    };
    try {
      const fysik = await createCourse(classroom, 'fysik', 3);
      const [both, onlyA] = [newStudent('Bo', 'Båda'), newStudent('Alva', 'Ena')];
      const teamA = await publishTeam(classroom, 'Klass 8A', [both, onlyA]);
      const teamB = await publishTeam(classroom, 'Klass 8B', [both]);
      const first = await assign(teamA);
      const teacher = callerOf(devAccount('educator'));
      const before = { teacher: await counting(teacher), student: await counting(callerOf(both)) };
      expect([before.teacher.list.teaching.length, before.student.list.assigned.length]).toEqual([2, 1]);

      const second = await assign(teamA);
      const third = await assign(teamB);
      // After all three were made: one student answers every question right, the other one question wrong.
      const at = new Date(Date.now() + 60_000);
      const [q1, q2, q3] = fysik.questions as [TestQuestion, TestQuestion, TestQuestion];
      await publish(classroom, [
        ...[q1, q2, q3].map((question) => answer(both, fysik, question.id, question.correct, true, at)),
        answer(onlyA, fysik, q1.id, wrongLabel(q1), false, at),
      ]);
      await consumed(classroom, 'quiz', ANSWERS_CONSUMER);

      const after = { teacher: await counting(teacher), student: await counting(callerOf(both)) };
      expect([after.teacher.queries, after.student.queries]).toEqual([
        before.teacher.queries,
        before.student.queries,
      ]);
      expect([after.teacher.asked, after.student.asked]).toEqual([[course.id, fysik.id], [fysik.id]]);

      const completion = (id: string) => after.teacher.list.teaching.find((row) => row.id === id)?.completion;
      expect([assignmentId, first, second, third].map(completion)).toEqual([
        {
          students: STUDENTS,
          started: STUDENTS,
          finished: students.filter((_, i) => answeredBy(i) === QUESTIONS).length,
        },
        { students: 2, started: 2, finished: 1 },
        { students: 2, started: 2, finished: 1 },
        { students: 1, started: 1, finished: 1 },
      ]);
      // Undated: newest first.
      expect(after.student.list.assigned.map((row) => [row.id, row.progress])).toEqual(
        [third, second, first].map((id) => [
          id,
          {
            answered: 3,
            total: 3,
            correct: 3,
            errorRate: 0,
            finished: true,
            lastActivityAt: at.toISOString(),
          },
        ]),
      );

      // The route answers the same.
      for (const [as, direct] of [
        ['educator', after.teacher.list],
        [both, after.student.list],
      ] as const) {
        const listed = await classroom.call('GET', '/api/v2/assignments', { as });
        expect(await listed.json()).toEqual(JSON.parse(JSON.stringify(direct)));
      }
    } finally {
      await nats.close();
    }
  }, 60_000);

  it('when a member leaves and another joins, then the results drop the one and show the other with zeros; a stale event changes nothing', async () => {
    const newcomer = newStudent('Östen', 'Ärlig');
    const leaving = students[3]!;
    await classroom.introduce(asPeople([newcomer]));
    await publish(classroom, [
      membership('users.membership.removed', groupId, leaving),
      membership('users.membership.added', groupId, newcomer),
    ]);
    await eventually(async () => {
      const body = await (await results()).json();
      const ids = body.students.map((row: { userId: string }) => row.userId);
      return !ids.includes(leaving.id) && ids.includes(newcomer.id);
    }, 20_000);
    // An add older than the removal (delivered late) must not bring the student back.
    await publish(classroom, [
      membership('users.membership.added', groupId, leaving, new Date(Date.now() - 60_000)),
    ]);
    await consumed(classroom, 'users', TEAMS_CONSUMER);
    const body = await (await results()).json();
    expect(body.students).toHaveLength(STUDENTS);
    expect(body.students.map((row: { userId: string }) => row.userId)).not.toContain(leaving.id);
    expect(body.students.find((row: { userId: string }) => row.userId === newcomer.id)).toEqual({
      userId: newcomer.id,
      username: newcomer.username,
      firstName: 'Östen',
      lastName: 'Ärlig',
      answered: 0,
      total: QUESTIONS,
      correct: 0,
      errorRate: 0,
      finished: false,
      lastActivityAt: null,
    });
    const listed = await (await classroom.call('GET', '/api/v2/assignments', { as: leaving })).json();
    expect(listed.assigned).toEqual([]);
  });

  it('when the due date has passed and the student has not finished, then their assignment is overdue', async () => {
    const created = await classroom.call('POST', '/api/v2/assignments', {
      as: 'educator',
      body: { groupId, courseName: 'geografi', dueAt: '2020-01-01T00:00:00Z' },
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const listed = await (await classroom.call('GET', '/api/v2/assignments', { as: students[4]! })).json();
    // Due soonest first: the overdue one before the one due in 2099.
    expect(listed.assigned.map((row: { id: string; overdue: boolean }) => [row.id, row.overdue])).toEqual([
      [id, true],
      [assignmentId, false],
    ]);
    const patched = await classroom.call('PATCH', `/api/v2/assignments/${id}`, {
      as: 'educator',
      body: { dueAt: null, note: 'Ingen brådska' },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id, dueAt: null, note: 'Ingen brådska' });
    expect((await classroom.call('DELETE', `/api/v2/assignments/${id}`, { as: 'educator' })).status).toBe(
      204,
    );
    expect(
      (await classroom.call('GET', `/api/v2/assignments/${id}/results`, { as: 'educator' })).status,
    ).toBe(404);
  });

  it('when the team is deleted, then its assignments close: no longer listed for students, refused a change, still deletable', async () => {
    const members = [newStudent('Greta', 'Gran')];
    const team = await publishTeam(classroom, 'Klass 5A', members);
    const created = await classroom.call('POST', '/api/v2/assignments', {
      as: 'educator',
      body: { groupId: team, courseName: 'geografi' },
    });
    const { id } = await created.json();
    await publish(classroom, [eventOf('users.group.deleted', { groupId: team, name: 'Klass 5A' })]);
    await eventually(async () => {
      const row = await classroom.db
        .selectFrom('assignments')
        .select('closed_reason')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.closed_reason === 'team_deleted';
    }, 20_000);
    const teaching = (await (await classroom.call('GET', '/api/v2/assignments', { as: 'educator' })).json())
      .teaching;
    expect(teaching.find((row: { id: string }) => row.id === id)).toMatchObject({
      closedAt: expect.any(String),
      closedReason: 'team_deleted',
    });
    expect(
      (await (await classroom.call('GET', '/api/v2/assignments', { as: members[0]! })).json()).assigned,
    ).toEqual([]);
    const patch = await classroom.call('PATCH', `/api/v2/assignments/${id}`, {
      as: 'educator',
      body: { note: 'x' },
    });
    expect(patch.status).toBe(409);
    expect(await patch.json()).toMatchObject({ error: 'assignment_closed' });
    const again = await classroom.call('POST', '/api/v2/assignments', {
      as: 'educator',
      body: { groupId: team, courseName: 'geografi' },
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: 'team_not_found' });
    expect((await classroom.call('DELETE', `/api/v2/assignments/${id}`, { as: 'educator' })).status).toBe(
      204,
    );
  });

  it('when content renames the course twice and the older rename arrives last, then the assignment keeps the newer names', async () => {
    const astronomy = await createCourse(classroom, 'astronomi', 1);
    const created = await classroom.call('POST', '/api/v2/assignments', {
      as: 'educator',
      body: { groupId, courseName: 'astronomi' },
    });
    const { id } = await created.json();
    const renamed = (name: string, at: Date) =>
      eventOf(
        'content.course.upserted',
        {
          id: astronomy.id,
          name,
          displayName: `Kurs ${name}`,
          description: '',
          language: 'sv',
          ownerId: 'educator',
        },
        at,
      );
    const now = Date.now();
    await publish(classroom, [renamed('rymden', new Date(now)), renamed('stjärnor', new Date(now - 10_000))]);
    await consumed(classroom, 'content', COURSES_CONSUMER);
    const body = await (
      await classroom.call('GET', `/api/v2/assignments/${id}/results`, { as: 'educator' })
    ).json();
    expect(body.assignment.course).toEqual({
      id: astronomy.id,
      name: 'rymden',
      displayName: 'Kurs rymden',
      language: 'sv',
    });
    expect((await classroom.call('DELETE', `/api/v2/assignments/${id}`, { as: 'educator' })).status).toBe(
      204,
    );
  });

  it('when the course is deleted in content, then its assignments close', async () => {
    const other = await createCourse(classroom, 'historia', 2);
    const created = await classroom.call('POST', '/api/v2/assignments', {
      as: 'educator',
      body: { groupId, courseName: 'historia' },
    });
    const { id } = await created.json();
    const deleted = await classroom.content('DELETE', `/api/v2/courses/${other.id}`, { as: 'educator' });
    expect(deleted.status).toBeLessThan(300);
    await eventually(async () => {
      const response = await classroom.call('GET', `/api/v2/assignments/${id}/results`, { as: 'educator' });
      const body = await response.json();
      return body.assignment.closedReason === 'course_deleted';
    }, 20_000);
    const body = await (
      await classroom.call('GET', `/api/v2/assignments/${id}/results`, { as: 'educator' })
    ).json();
    // The course's questions are gone with it: everyone shows 0 of 0.
    expect(body.questions).toEqual([]);
    expect(body.students[0]).toMatchObject({ answered: 0, total: 0, finished: false });
  });

  it('when the team or the course is unknown, then 404 with its own code', async () => {
    const noTeam = await classroom.call('POST', '/api/v2/assignments', {
      as: 'educator',
      body: { groupId: '00000000-0000-4000-8000-00000000abcd', courseName: 'geografi' },
    });
    expect([noTeam.status, (await noTeam.json()).error]).toEqual([404, 'team_not_found']);
    const noCourse = await classroom.call('POST', '/api/v2/assignments', {
      as: 'educator',
      body: { groupId, courseName: 'finns-inte' },
    });
    expect([noCourse.status, (await noCourse.json()).error]).toEqual([404, 'course_not_found']);
  });
});
