import { uniqueId } from './names.js';

export const defaultNatsUrl = () => process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/** A namespace for stream and subject names that no other run shares (see streamFor in contracts). */
export function testNamespace(): string {
  return uniqueId('t');
}
