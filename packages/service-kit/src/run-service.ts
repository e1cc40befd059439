// The body of every server.ts: load config, build the app, listen, and shut down gracefully on SIGTERM/SIGINT.
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config.js';

export interface RunServiceOptions<C extends { HOST: string; PORT: number }> {
  name: string;
  loadConfig: () => C;
  buildApp: (config: C) => Promise<FastifyInstance>;
  /** How long in-flight requests, consumers and the outbox relay get to finish before the process exits. */
  shutdownDelayMs?: number;
}

export async function runService<C extends { HOST: string; PORT: number }>(options: RunServiceOptions<C>) {
  let config: C;
  try {
    config = options.loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${options.name}: ${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const app = await options.buildApp(config);
  closeWithGrace({ delay: options.shutdownDelayMs ?? 15_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  return app;
}
