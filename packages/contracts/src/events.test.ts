import { describe, expect, it } from 'vitest';
import { EventCatalog } from './event-catalog.js';
import { domainOf, eventTypeFromSubject, streamFor, subjectFor } from './events.js';
import { isValid } from './validation.js';

describe('event naming', () => {
  it('when a namespace is given, then stream name and subjects both carry it', () => {
    expect(streamFor('content', 't1a2')).toEqual({ name: 'T1A2_CONTENT', subjects: ['t1a2.content.>'] });
    expect(streamFor('content')).toEqual({ name: 'CONTENT', subjects: ['content.>'] });
  });

  it('round-trips an event type through its subject', () => {
    const subject = subjectFor('content.question.upserted', 'run7');
    expect(subject).toBe('run7.content.question.upserted');
    expect(eventTypeFromSubject(subject, 'run7')).toBe('content.question.upserted');
  });

  it('every catalogued event type is <domain>.<entity>.<verb> in a known domain', () => {
    for (const type of Object.keys(EventCatalog)) {
      expect(type).toMatch(/^[a-z]+\.[a-z]+\.[a-z]+$/);
      expect(() => domainOf(type)).not.toThrow();
    }
  });
});

describe('the user events without personal data (issue 44)', () => {
  const userId = '0c0ffee0-0000-4000-8000-000000000044';

  it('when a version 1 event with an e-mail, names and a username is read, then it is accepted by the version 2 schema', () => {
    const old = {
      userId,
      username: 'nils',
      email: 'nils@skola.example',
      role: 'ROLE_USER',
      isPremium: false,
    };
    expect(isValid(EventCatalog['users.user.registered'].data, old)).toBe(true);
    expect(isValid(EventCatalog['users.role.changed'].data, old)).toBe(true);
    const renamed = {
      userId,
      username: 'nils',
      email: 'nils@skola.example',
      firstName: 'Nils',
      lastName: 'H',
    };
    expect(isValid(EventCatalog['users.user.updated'].data, renamed)).toBe(true);
  });

  it('when an update names what changed, then only the profile’s fields, each once, are accepted', () => {
    const updated = EventCatalog['users.user.updated'].data;
    expect(isValid(updated, { userId, changed: ['username', 'email', 'name'] })).toBe(true);
    expect(isValid(updated, { userId, changed: ['password'] })).toBe(false);
    expect(isValid(updated, { userId, changed: ['name', 'name'] })).toBe(false);
    expect(isValid(updated, { userId, changed: [] })).toBe(false);
  });
});
