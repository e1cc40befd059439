// Prometheus metrics: process defaults plus one histogram of request durations by route and status.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { quietLogLevel } from './health.js';

/**
 * Counts every request of `app` into a new registry. With `route`, the registry is also served at `/metrics` on
 * the app's own port; a public app (the gateway) leaves that out and serves it with `listenForMetrics` instead.
 */
export function registerMetrics(
  app: FastifyInstance,
  service: string,
  options: { route: boolean },
): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // A callback hook, as create-app.ts's: it runs on every request.
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, not the raw URL, keeps label cardinality bounded.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  if (options.route) {
    app.get('/metrics', { logLevel: quietLogLevel(app), schema: { hide: true } }, async (_request, reply) =>
      reply.type(registry.contentType).send(await registry.metrics()),
    );
  }
  return registry;
}

export interface MetricsListener {
  /** Where Prometheus scrapes: `http://<host>:<port>/metrics`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` (and nothing else) on a port of its own: one that is left out of every public route,
 * so only what runs beside the process (Prometheus in the cluster) can read it. Port 0 takes any free port.
 */
export async function listenForMetrics(
  registry: Registry,
  options: { host: string; port: number },
): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
