// Auth's team events as the classroom receives them, published by the tests themselves (as auth's outbox would):
// a team of the tests' own making, its members coming and going at chosen times, and drill answers.
import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { type Domain, type DomainEvent, devAccount, type EventType, streamFor } from '@quizdrill/contracts';
import { eventOf, eventually, publishEvents, type TokenSubject } from '@quizdrill/test-kit';
import type { ClassroomSystem } from './support.js';

export interface Student extends TokenSubject {
  firstName: string;
  lastName: string;
}

export function newStudent(firstName: string, lastName: string, username?: string): Student {
  const id = randomUUID();
  return { id, username: username ?? `elev-${id.slice(0, 8)}`, role: 'ROLE_USER', firstName, lastName };
}

/** Resolves once the classroom's consumer has handled everything published to it so far. */
export async function consumed(classroom: ClassroomSystem, domain: Domain, durable: string): Promise<void> {
  const nats = await connect({ servers: classroom.system.env.NATS_URL });
  try {
    const manager = await jetstreamManager(nats);
    const stream = streamFor(domain, classroom.system.environment.namespace).name;
    await eventually(async () => {
      const info = await manager.consumers.info(stream, durable);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    }, 20_000);
  } finally {
    await nats.close();
  }
}

export const membership = (
  type: 'users.membership.added' | 'users.membership.removed',
  groupId: string,
  student: Student,
  at = new Date(),
) => eventOf(type, { groupId, userId: student.id }, at);

/** The students as auth has them, for `ClassroomSystem.introduce`. */
export const asPeople = (students: readonly Student[]) =>
  students.map(({ id, username, firstName, lastName }) => ({ userId: id, username, firstName, lastName }));

/** A team owned by the development educator, with these students, known to the classroom once this resolves. */
export async function publishTeam(
  classroom: ClassroomSystem,
  name: string,
  students: readonly Student[],
): Promise<string> {
  const groupId = randomUUID();
  const educator = devAccount('educator');
  await classroom.introduce(asPeople(students));
  await publish(classroom, [
    eventOf('users.group.created', { groupId, name, ownerId: educator.id }),
    ...students.map((student) => membership('users.membership.added', groupId, student)),
  ]);
  await eventually(async () => {
    const rows = await classroom.db
      .selectFrom('team_members')
      .select('user_id')
      .where('group_id', '=', groupId)
      .where('member', '=', true)
      .execute();
    const team = await classroom.db
      .selectFrom('teams')
      .select('id')
      .where('id', '=', groupId)
      .executeTakeFirst();
    return team !== undefined && rows.length === students.length;
  }, 20_000);
  return groupId;
}

export function publish(classroom: ClassroomSystem, events: readonly DomainEvent<EventType>[]) {
  return publishEvents(classroom.system.environment.namespace, events, classroom.system.env.NATS_URL);
}

/** A drill answer as quiz records it. */
export function answer(
  student: Student,
  course: { id: number; name: string },
  questionId: number,
  label: string,
  correct: boolean,
  answeredAt: Date,
): DomainEvent<'quiz.answer.recorded'> {
  return eventOf(
    'quiz.answer.recorded',
    {
      userId: student.id,
      sessionId: randomUUID(),
      courseId: course.id,
      courseName: course.name,
      orderType: 'ORDER',
      questionId,
      answer: label,
      correct,
      position: 1,
      total: 1,
      score: correct ? 1 : 0,
      answered: 1,
      finished: false,
      answeredAt: answeredAt.toISOString(),
    },
    answeredAt,
  );
}
