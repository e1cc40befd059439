// Routes every public service path (DESIGN.md's routing table) to its service; forward.ts does the forwarding.
import type { IncomingMessage } from 'node:http';
import { PublicRoutes, type ServiceName, serviceForPath } from '@quizdrill/contracts';
import { declaresMoreThan, payloadTooLarge, quietLogLevel } from '@quizdrill/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { EdgeCheck } from '../edge/edge-check.js';
import { bodyLimitOf, dropUnreadBody, isSmallDeclaredBody, limitBody, readWholeBody } from './body-limit.js';
import { createForwarder } from './forward.js';
import type { TimeoutSettings } from './upstream-policy.js';
import type { ServiceUpstreams } from './upstream-pool.js';

export interface ProxyRouteOptions {
  upstreams: Record<ServiceName, ServiceUpstreams>;
  dispatcher: Dispatcher;
  streamDispatcher: Dispatcher;
  /** The ceiling over every route's own limit (GATEWAY_BODY_LIMIT_BYTES). */
  bodyLimitBytes: number;
  timeouts: TimeoutSettings;
  /** Run before forwarding, in order, after the oversize check (token check, per-user limit). */
  onRequest: EdgeCheck[];
}

export async function proxyRoutes(app: FastifyInstance, options: ProxyRouteOptions) {
  const { upstreams, bodyLimitBytes } = options;

  // Bodies are not parsed here: every content type passes through, small ones as one buffer, the rest as the raw
  // stream, size-limited on the way.
  app.removeAllContentTypeParsers();
  const limitOf = (request: FastifyRequest) => bodyLimitOf(request.method, request.url, bodyLimitBytes);
  app.addContentTypeParser('*', (request, payload, done) => {
    const raw = payload as IncomingMessage;
    if (isSmallDeclaredBody(request)) readWholeBody(raw, done);
    else done(null, limitBody(raw, limitOf(request), bodyLimitBytes));
  });

  const forwardTo = createForwarder({
    dispatcher: options.dispatcher,
    streamDispatcher: options.streamDispatcher,
    timeouts: options.timeouts,
    bodyCeilingBytes: bodyLimitBytes,
  });

  app.addHook('onRequest', (request, reply, done) => {
    const limit = limitOf(request);
    if (!declaresMoreThan(request, limit)) return done();
    dropUnreadBody(request, reply, bodyLimitBytes);
    done(payloadTooLarge(limit));
  });
  for (const hook of options.onRequest) app.addHook('onRequest', hook);

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    // The router only says "some service owns this"; the shared table says which, most specific rule first.
    const service = serviceForPath(pathname);
    if (!service) return reply.callNotFound();
    return forwardTo(request, reply, upstreams[service], pathname);
  }

  // A classroom sends thousands of quiz requests and live answers a second: those get no access log line each
  // (failures are still logged, and metrics count every request).
  const quiet = quietLogLevel(app);
  const classroomScale = new Set<ServiceName>(['quiz', 'classroom']);
  for (const rule of PublicRoutes) {
    const paths = rule.match === 'prefix' ? [rule.path, `${rule.path}/*`] : [rule.path];
    const logLevel = classroomScale.has(rule.service) ? quiet : undefined;
    for (const path of paths) app.all(path, { logLevel, schema: { hide: true } }, forward);
  }
}
