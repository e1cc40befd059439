// The bench's isolated environment: the test kit's (database, Redis key prefix, NATS namespace), plus removal of
// the namespace's JetStream streams at the end, which the test kit leaves behind; a bench run fills them with
// every answer it records.
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Domain, streamFor } from '@quizdrill/contracts';
import { createTestEnvironment } from '../../packages/test-kit/dist/index.js';

async function deleteStreams(natsUrl, namespace) {
  const nats = await connect({ servers: natsUrl });
  try {
    const manager = await jetstreamManager(nats);
    for (const domain of Object.values(Domain)) {
      await manager.streams.delete(streamFor(domain, namespace).name).catch(() => undefined);
    }
  } finally {
    await nats.close();
  }
}

export async function createBenchEnvironment() {
  const environment = await createTestEnvironment();
  return {
    ...environment,
    async cleanup() {
      await Promise.allSettled([
        environment.cleanup(),
        deleteStreams(environment.env.NATS_URL, environment.namespace),
      ]);
    },
  };
}
