// The Fastify app every service (and the gateway) starts from: logging, request ids, errors, health, metrics, docs.
// Carries @fastify/swagger's route-schema fields (summary, tags, hide) into the published types, for every service.
/// <reference types="@fastify/swagger" preserve="true" />
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, JSON_BODY_LIMIT_BYTES } from '@quizdrill/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions, LogController } from 'fastify';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { Lifecycle } from '../lifecycle.js';
import { trackConnectionsForClosing } from './closing-connections.js';
import { registerErrorHandling } from './error-handler.js';
import { type ReadinessCheck, registerHealthRoutes } from './health.js';
import { registerInputGuards, validatorsPerPart } from './input-guards.js';
import { registerMetrics } from './metrics.js';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id.js';

export interface ServiceAppOptions {
  /** Service name, used in logs, metrics and the OpenAPI title. */
  name: string;
  version: string;
  logger: Logger;
  /** Dependencies /readyz checks. */
  readiness?: Record<string, ReadinessCheck>;
  /** Largest request body accepted, in bytes. */
  bodyLimit?: number;
  /**
   * Serve the metrics at `/metrics` on the app's own port (the default: a service's port is internal). The
   * gateway's port is public, so it serves `app.metrics` with `listenForMetrics` on a port of its own.
   */
  metricsRoute?: boolean;
  /**
   * `read` (a service, the default): each route takes bodies up to its limit in contracts (`bodyLimitFor`), and
   * the rest of a body answered before it was read whole is read and dropped. `streamed` (the gateway): bodies
   * pass through unread, and the gateway keeps its own account of them.
   */
  bodies?: 'read' | 'streamed';
  /** The few server settings a service may tune. */
  fastify?: Pick<
    FastifyServerOptions,
    'trustProxy' | 'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout'
  >;
}

export async function createServiceApp(options: ServiceAppOptions) {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    genReqId: requestIdFrom,
    logController: new LogController({ requestIdLogLabel: 'reqId' }),
    bodyLimit: options.bodyLimit ?? JSON_BODY_LIMIT_BYTES,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    schemaController: validatorsPerPart(),
    ...options.fastify,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const lifecycle = new Lifecycle(options.logger);
  const readiness: Record<string, ReadinessCheck> = { ...options.readiness };
  app.decorate('lifecycle', lifecycle);
  app.decorate('readiness', readiness);
  // First of the preClose hooks (a stream route's ends its streams): no connection outlives its last response.
  const connections = trackConnectionsForClosing(app.server);
  app.addHook('preClose', async () => connections.close());
  app.addHook('onClose', () => lifecycle.closeAll());
  // Hooks on every request take Fastify's callback form: an async one costs a promise and a turn of the microtask
  // queue per request, which a classroom's thousands of tiny requests a second feel.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  app.addSchema(ErrorBody);
  await app.register(swagger, {
    openapi: {
      info: { title: `QuizDrill ${options.name} API`, version: options.version },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // A live game's player token (`Authorization: Player <playerToken>`), scoped to one game.
          player: { type: 'http', scheme: 'Player' },
        },
      },
    },
  });
  registerErrorHandling(app);
  registerInputGuards(app, { bodies: options.bodies ?? 'read' });
  registerHealthRoutes(app, readiness);
  app.decorate('metrics', registerMetrics(app, options.name, { route: options.metricsRoute ?? true }));
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  return app as typeof app & {
    /** Resources closed, in reverse order, when the app closes. */
    lifecycle: Lifecycle;
    /** Dependencies /readyz checks; add to it when opening one. */
    readiness: Record<string, ReadinessCheck>;
    /** Every request counted, plus the process's own figures. */
    metrics: Registry;
  };
}

export type ServiceApp = Awaited<ReturnType<typeof createServiceApp>>;
