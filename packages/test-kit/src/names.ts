import { randomBytes } from 'node:crypto';

/** A short lowercase id unique to this run, for database names, Redis prefixes and NATS namespaces. */
export function uniqueId(prefix = 't'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}
