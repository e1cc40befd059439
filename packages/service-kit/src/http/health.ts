// /healthz says the process is alive; /readyz says every dependency answers, so traffic may be sent here.
import type { FastifyInstance } from 'fastify';

export type ReadinessCheck = () => Promise<void>;

const CHECK_TIMEOUT_MS = 2_000;

async function withTimeout(check: ReadinessCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For routes called so often that a log line each would drown the rest (probes every few seconds, a classroom's
 * answers): log only what goes wrong, never raising a silenced logger. Metrics still count every request.
 */
export const quietLogLevel = (app: FastifyInstance) => (app.log.level === 'silent' ? 'silent' : 'warn');

export function registerHealthRoutes(app: FastifyInstance, checks: Record<string, ReadinessCheck>): void {
  const logLevel = quietLogLevel(app);
  app.get('/healthz', { logLevel, schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { logLevel, schema: { hide: true } }, async (request, reply) => {
    // Read per request: infrastructure opened after the app was created adds its checks later.
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check);
          return [name, 'ok'] as const;
        } catch (error) {
          request.log.warn({ dependency: name, err: error }, 'dependency not ready');
          return [name, 'unavailable'] as const;
        }
      }),
    );
    const dependencies = Object.fromEntries(results);
    const ready = results.every(([, state]) => state === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', dependencies });
  });
}
