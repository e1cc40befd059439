// Teams as other services learn of them (issue 18): every change to a team or its members is published through the
// outbox in the change's own transaction, and a team's snapshot and people's names are answered over NATS
// request/reply.
import type { NatsConnection } from '@nats-io/transport-node';
import { type GroupDetails, Requests, requestSubject } from '@quizdrill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_TEAM } from '../src/seed.js';
import { type AuthUnderTest, claimsOf, registerAccount, startAuthWithNats } from './support.js';

describe('team events and snapshots', () => {
  let auth: AuthUnderTest;
  let nats: NatsConnection;
  let educator: string;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ auth, nats, stop } = await startAuthWithNats());
    educator = await auth.login('educator');
  });
  afterAll(() => stop());

  const registered = () => registerAccount(auth, { firstName: 'Åsa', lastName: 'Öberg' });

  /** The data of the outbox's events of `type` about the group, oldest first. */
  async function eventsOf(type: string, groupId: string) {
    const rows = await auth.db
      .selectFrom('outbox')
      .select('envelope')
      .where('type', '=', type)
      .orderBy('id')
      .execute();
    return rows
      .map((row) => (row.envelope as { data: { groupId: string } }).data)
      .filter((data) => data.groupId === groupId);
  }

  async function snapshotOf(groupId: string) {
    const reply = await nats.request(
      requestSubject(Requests.groupSnapshot, auth.environment.namespace),
      JSON.stringify({ groupId }),
      { timeout: 5_000 },
    );
    return reply.json();
  }

  it('when a team is made, given members and loses one, then each change is an event naming the member by id', async () => {
    const created = await auth.call('POST', '/api/v2/groups', {
      token: educator,
      body: { name: ' Klass 7B ' },
    });
    const group = (await created.json()) as GroupDetails;
    const student = await registered();
    expect(
      (
        await auth.call('POST', `/api/v2/groups/${group.id}/members`, {
          token: educator,
          body: { username: student.username },
        })
      ).status,
    ).toBe(201);
    const removed = await auth.call('DELETE', `/api/v2/groups/${group.id}/members/${student.userId}`, {
      token: educator,
    });
    expect(removed.status).toBe(204);

    const educatorId = claimsOf(educator).uid;
    expect(await eventsOf('users.group.created', group.id)).toEqual([
      { groupId: group.id, name: 'Klass 7B', ownerId: educatorId },
    ]);
    // The member by id only (issue 44): a service that shows them asks for their names (users.people.names).
    const member = { groupId: group.id, userId: student.userId };
    expect(await eventsOf('users.membership.added', group.id)).toEqual([member]);
    expect(await eventsOf('users.membership.removed', group.id)).toEqual([member]);
  });

  it('when a change is refused, then nothing is published', async () => {
    const group = (await (
      await auth.call('POST', '/api/v2/groups', { token: educator, body: { name: 'Klass 8C' } })
    ).json()) as GroupDetails;
    const student = await registered();
    const add = () =>
      auth.call('POST', `/api/v2/groups/${group.id}/members`, {
        token: educator,
        body: { username: student.username },
      });
    expect((await add()).status).toBe(201);
    expect((await add()).status).toBe(409);
    const notMember = await auth.call(
      'DELETE',
      `/api/v2/groups/${group.id}/members/${claimsOf(educator).uid}`,
      {
        token: educator,
      },
    );
    expect(notMember.status).toBe(404);
    expect(await eventsOf('users.membership.added', group.id)).toHaveLength(1);
    expect(await eventsOf('users.membership.removed', group.id)).toEqual([]);
  });

  it('when a team is deleted, then users.group.deleted names it and its snapshot is null', async () => {
    const group = (await (
      await auth.call('POST', '/api/v2/groups', { token: educator, body: { name: 'Klass 6A' } })
    ).json()) as GroupDetails;
    expect((await auth.call('DELETE', `/api/v2/groups/${group.id}`, { token: educator })).status).toBe(204);
    expect(await eventsOf('users.group.deleted', group.id)).toEqual([
      { groupId: group.id, name: 'Klass 6A' },
    ]);
    expect(await snapshotOf(group.id)).toEqual({ group: null });
  });

  it('when the seeded team (made without events) is asked for, then its snapshot has its owner and members', async () => {
    const student = await auth.login('student');
    const groups = await (await auth.call('GET', '/api/v2/users/me/groups', { token: student })).json();
    const seeded = groups.find((group: { name: string }) => group.name === SEED_TEAM);
    expect(await eventsOf('users.group.created', seeded.id)).toEqual([]);
    expect(await snapshotOf(seeded.id)).toEqual({
      group: {
        groupId: seeded.id,
        name: SEED_TEAM,
        ownerId: claimsOf(educator).uid,
        members: [
          { userId: claimsOf(student).uid, username: 'student', firstName: 'Sara', lastName: 'Andersson' },
        ],
      },
    });
  });

  it('when a service asks for people’s names, then those auth knows are answered, an unknown id left out', async () => {
    const student = await registered();
    const unknown = '00000000-0000-4000-8000-00000000dead';
    const reply = await nats.request(
      requestSubject(Requests.peopleNames, auth.environment.namespace),
      JSON.stringify({ userIds: [student.userId, unknown, student.userId] }),
      { timeout: 5_000 },
    );
    expect(reply.json()).toEqual({
      people: [{ userId: student.userId, username: student.username, firstName: 'Åsa', lastName: 'Öberg' }],
    });
  });

  it('when the request is malformed, then the reply is an error, not a snapshot', async () => {
    const reply = await nats.request(
      requestSubject(Requests.groupSnapshot, auth.environment.namespace),
      JSON.stringify({ groupId: 'not-a-uuid' }),
      { timeout: 5_000 },
    );
    expect(reply.json()).toEqual({ error: expect.any(String) });
  });
});
