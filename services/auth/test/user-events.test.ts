// The user events as published carry ids and what changed, never an e-mail address, a name or a username (issue 44:
// the stream outlives an erasure); what a service keeps of a person it asks auth for (users.people.*).
import type { NatsConnection } from '@nats-io/transport-node';
import { type DomainEvent, type EventType, Requests } from '@quizdrill/contracts';
import { askFor } from '@quizdrill/service-kit';
import { eventOf, eventually, publishEvents, publishedEvents } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, registerAccount, startAuthWithNats } from './support.js';

describe('user events without personal data', () => {
  let auth: AuthUnderTest;
  let nats: NatsConnection;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ auth, nats, stop } = await startAuthWithNats());
  });
  afterAll(() => stop());

  /** A registration whose every personal field is unique, so a payload holding any of them is found. */
  async function register() {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    return registerAccount(auth, { firstName: `Förnamn${stamp}`, lastName: `Efternamn${stamp}` });
  }

  /** The user's events of `type` in the users stream, once the outbox has published `count` of them. */
  async function published<T extends EventType>(type: T, userId: string, count = 1) {
    let mine: DomainEvent<T>[] = [];
    await eventually(async () => {
      const events = await publishedEvents(auth.environment.namespace, type);
      mine = events.filter((event) => (event.data as { userId?: string }).userId === userId);
      return mine.length >= count;
    });
    return mine;
  }

  const personal = (person: Record<string, string>) =>
    [person.username, person.email, person.firstName, person.lastName].map((value) => value!.toLowerCase());
  const expectNoPersonalData = (events: DomainEvent[], ...people: Record<string, string>[]) => {
    const text = JSON.stringify(events).toLowerCase();
    for (const value of people.flatMap(personal)) expect(text, value).not.toContain(value);
  };

  it('when someone registers, then users.user.registered (version 2) holds their id and role only', async () => {
    const person = await register();
    const [registered] = await published('users.user.registered', person.userId);
    expect(registered).toMatchObject({ version: 2 });
    expect(registered!.data).toEqual({ userId: person.userId, role: 'ROLE_USER', isPremium: false });
    expectNoPersonalData([registered!], person);
  });

  it('when the profile changes, then users.user.updated names which fields changed, not their new values', async () => {
    const person = await register();
    const renamed = {
      username: `${person.username}b`,
      email: person.email,
      firstName: `Ny${person.firstName}`,
      lastName: person.lastName,
    };
    const changed = await auth.call('PATCH', '/api/v2/users/me', { token: person.token, body: renamed });
    expect(changed.status).toBe(200);
    const token = await auth.login(renamed.username, person.password);
    const moved = { ...renamed, email: `ny-${person.email}` };
    expect((await auth.call('PATCH', '/api/v2/users/me', { token, body: moved })).status).toBe(200);
    // The same again changes nothing, and says nothing.
    expect((await auth.call('PATCH', '/api/v2/users/me', { token, body: moved })).status).toBe(200);

    const updates = await published('users.user.updated', person.userId, 2);
    expect(updates.map((event) => [event.version, event.data])).toEqual([
      [2, { userId: person.userId, changed: ['username', 'name'] }],
      [2, { userId: person.userId, changed: ['email'] }],
    ]);
    expectNoPersonalData(updates, person, moved);
  });

  it('when premium starts, then users.role.changed holds the id, role and premium only', async () => {
    const person = await register();
    await publishEvents(auth.environment.namespace, [
      eventOf('billing.subscription.activated', {
        userId: person.userId,
        stripeCustomerId: 'cus_events_1',
        stripeSubscriptionId: 'sub_events_1',
      }),
    ]);
    const [changed] = await published('users.role.changed', person.userId);
    expect(changed).toMatchObject({ version: 2 });
    expect(changed!.data).toEqual({ userId: person.userId, role: 'ROLE_PREMIUM', isPremium: true });
    expectNoPersonalData([changed!], person);
  });

  it('when a service asks for profiles and names, then auth answers those it knows with what may be kept', async () => {
    const person = await register();
    const unknown = '00000000-0000-4000-8000-000000000044';
    const options = {
      namespace: auth.environment.namespace,
      timeoutMs: 2_000,
      unavailableMessage: 'auth is down',
    };
    const profiles = await askFor(
      nats,
      Requests.peopleProfiles,
      { userIds: [person.userId, unknown] },
      options,
    );
    expect(profiles.people).toEqual([
      { userId: person.userId, username: person.username, role: 'ROLE_USER', isPremium: false },
    ]);
    const names = await askFor(nats, Requests.peopleNames, { userIds: [person.userId, unknown] }, options);
    expect(names.people).toEqual([
      {
        userId: person.userId,
        username: person.username,
        firstName: person.firstName,
        lastName: person.lastName,
      },
    ]);
  });
});
