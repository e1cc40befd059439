import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Domain, streamFor } from '@quizdrill/contracts';
import { uniqueId } from './names.js';

export const defaultNatsUrl = () => process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/** A namespace for stream and subject names that no other run shares (see streamFor in contracts). */
export function testNamespace(): string {
  return uniqueId('t');
}

/**
 * Deletes a namespace's JetStream streams (one per domain): a run's events would otherwise stay on the shared
 * NATS server, which CI and later sessions reuse, until its disk fills.
 */
export async function deleteNamespaceStreams(namespace: string, url = defaultNatsUrl()): Promise<void> {
  const nats = await connect({ servers: url });
  try {
    const manager = await jetstreamManager(nats);
    for (const domain of Object.values(Domain)) {
      await manager.streams.delete(streamFor(domain, namespace).name).catch(() => undefined);
    }
  } finally {
    await nats.close();
  }
}
