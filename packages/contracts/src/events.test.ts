import { describe, expect, it } from 'vitest';
import { EventCatalog } from './event-catalog.js';
import { domainOf, eventTypeFromSubject, streamFor, subjectFor } from './events.js';

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
