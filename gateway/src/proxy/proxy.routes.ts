// Forwards every public service path (DESIGN.md's routing table) to its service, streaming both ways.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import replyFrom from '@fastify/reply-from';
import { PublicRoutes, type ServiceName, serviceForPath } from '@quizdrill/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { declaresTooLargeBody, limitBody, payloadTooLarge } from './body-limit.js';
import { clientResponseHeaders, upstreamRequestHeaders } from './proxy-headers.js';
import { type TimeoutSettings, upstreamFailure, upstreamTimeoutFor } from './upstream-policy.js';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Answers up to this size are read whole and sent in one write; larger ones, and event streams, stream through. */
const BUFFERED_ANSWER_BYTES = 64 * 1024;

/**
 * Most answers (a question, a result) are a few hundred bytes with a Content-Length: read whole, they go to the
 * client with their headers in one write, without a stream piped between two sockets — a large part of what a
 * proxied request costs.
 */
interface UpstreamAnswer {
  headers: IncomingHttpHeaders;
  stream: Readable;
}

function sendUpstreamAnswer(reply: { send(payload: unknown): unknown }, upstream: UpstreamAnswer) {
  const length = Number(upstream.headers['content-length']);
  if (!(length <= BUFFERED_ANSWER_BYTES)) return reply.send(upstream.stream);
  const chunks: Buffer[] = [];
  upstream.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  upstream.stream.once('end', () => reply.send(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
  upstream.stream.once('error', (error) => reply.send(upstreamFailure(error)));
}

export interface ProxyRouteOptions {
  origins: Record<ServiceName, string>;
  dispatcher: Dispatcher;
  bodyLimitBytes: number;
  timeouts: TimeoutSettings;
  /** Run before forwarding, in order, after the oversize check (token check, per-user limit). */
  onRequest: Hook[];
}

export async function proxyRoutes(app: FastifyInstance, options: ProxyRouteOptions) {
  const { origins, bodyLimitBytes } = options;

  // Bodies are not parsed here: every content type passes through as the raw stream, size-limited on the way.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    done(null, limitBody(payload as IncomingMessage, bodyLimitBytes));
  });

  await app.register(replyFrom, { undici: options.dispatcher, disableRequestLogging: true });

  app.addHook('onRequest', async (request, reply) => {
    if (declaresTooLargeBody(request.headers, bodyLimitBytes)) {
      // The unread body stays on the connection: close it after this answer, as Fastify itself does.
      reply.header('connection', 'close');
      throw payloadTooLarge(bodyLimitBytes);
    }
  });
  for (const hook of options.onRequest) app.addHook('onRequest', hook);

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    // The router only says "some service owns this"; the shared table says which, most specific rule first.
    const service = serviceForPath(pathname);
    if (!service) return reply.callNotFound();
    return reply.from(`${origins[service]}${pathname}`, {
      timeout: upstreamTimeoutFor(pathname, options.timeouts),
      // One retry on a keep-alive connection the service closed just as it was reused (idempotent methods
      // only). Any non-zero value also stops reply-from from retrying GETs that a service answered with 503.
      retriesCount: 1,
      rewriteRequestHeaders: (_request, headers) =>
        upstreamRequestHeaders(headers, {
          requestId: request.id,
          clientAddress: request.ip,
          protocol: request.protocol,
          host: request.host,
        }),
      rewriteHeaders: (headers) => clientResponseHeaders(headers),
      // reply-from's types call the answer a server response; what it passes is { statusCode, headers, stream }.
      onResponse: (_request, proxied, upstream) =>
        sendUpstreamAnswer(proxied, upstream as unknown as UpstreamAnswer),
      // reply-from has logged the low-level error (with the address); the client gets the plain version.
      onError: (failedReply, { error }) => {
        const failure = upstreamFailure(error);
        if (failure.status === 413) failedReply.header('connection', 'close');
        failedReply.send(failure);
      },
    });
  }

  for (const rule of PublicRoutes) {
    const paths = rule.match === 'prefix' ? [rule.path, `${rule.path}/*`] : [rule.path];
    for (const path of paths) app.all(path, { schema: { hide: true } }, forward);
  }
}
