// The event envelope and the naming rules for subjects and streams (DESIGN.md "Events").
import { type Static, type TSchema, Type } from '@sinclair/typebox';

export const Domain = {
  users: 'users',
  content: 'content',
  quiz: 'quiz',
  ai: 'ai',
  billing: 'billing',
  classroom: 'classroom',
} as const;
export type Domain = (typeof Domain)[keyof typeof Domain];

export const EventEnvelope = <T extends TSchema>(type: string, data: T) =>
  Type.Object(
    {
      id: Type.String({ format: 'uuid' }),
      type: Type.Literal(type),
      version: Type.Integer({ minimum: 1 }),
      occurredAt: Type.String({ format: 'date-time' }),
      data,
    },
    { $id: `event:${type}`, additionalProperties: false },
  );

export const AnyEventEnvelope = Type.Object({
  id: Type.String({ format: 'uuid' }),
  type: Type.String({ pattern: '^[a-z]+\\.[a-z]+\\.[a-z]+$' }),
  version: Type.Integer({ minimum: 1 }),
  occurredAt: Type.String({ format: 'date-time' }),
  data: Type.Unknown(),
});
export type AnyEventEnvelope = Static<typeof AnyEventEnvelope>;

/**
 * A namespace isolates one deployment's (or one test run's) streams and subjects from another's on a shared
 * NATS server: JetStream refuses two streams with overlapping subjects, so both names carry it.
 */
export function subjectFor(eventType: string, namespace = ''): string {
  return namespace ? `${namespace}.${eventType}` : eventType;
}

export function eventTypeFromSubject(subject: string, namespace = ''): string {
  return namespace && subject.startsWith(`${namespace}.`) ? subject.slice(namespace.length + 1) : subject;
}

export function domainOf(eventType: string): Domain {
  const domain = eventType.split('.', 1)[0] as Domain;
  if (!Object.values(Domain).includes(domain)) throw new Error(`Unknown event domain in "${eventType}"`);
  return domain;
}

export function streamFor(domain: Domain, namespace = ''): { name: string; subjects: string[] } {
  const base = domain.toUpperCase();
  return {
    name: namespace ? `${namespace.toUpperCase().replace(/[^A-Z0-9_-]/g, '_')}_${base}` : base,
    subjects: [subjectFor(`${domain}.>`, namespace)],
  };
}

/** Durable consumer names follow `<service>-<purpose>` (DESIGN.md). */
export function consumerName(service: string, purpose: string): string {
  return `${service}-${purpose}`;
}
