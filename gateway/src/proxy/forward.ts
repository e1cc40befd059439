// Forwards one request to a service and its answer to the client: undici's request API over the keep-alive pools,
// with the gateway's own header rules, timeouts and failure answers. Written out rather than taken from
// @fastify/reply-from: the classroom sends thousands of tiny requests a second, and that plugin's generality
// (URL rebuilding, HTTP/2, retry timers, streams piped between sockets) cost the gateway about as much again as
// the forwarding itself.
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { clientResponseHeaders, upstreamRequestHeaders } from './proxy-headers.js';
import { type TimeoutSettings, upstreamFailure, upstreamTimeoutFor } from './upstream-policy.js';

/** Answers up to this size are read whole and sent in one write; larger ones, and event streams, stream through. */
export const BUFFERED_ANSWER_BYTES = 64 * 1024;

/** Safe to send twice: a keep-alive connection the service closed just as it was reused gets one more try. */
const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const STALE_CONNECTION_CODES = new Set(['ECONNRESET', 'UND_ERR_SOCKET']);

function isStaleConnection(error: unknown): boolean {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && STALE_CONNECTION_CODES.has(code);
}

/** The whole body of a small answer, as one buffer (most answers arrive in one chunk). */
async function readWhole(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
}

export interface ForwardOptions {
  dispatcher: Dispatcher;
  timeouts: TimeoutSettings;
}

export function createForwarder({ dispatcher, timeouts }: ForwardOptions) {
  const hosts = new Map<string, string>();
  const hostOf = (origin: string) => {
    let host = hosts.get(origin);
    if (host === undefined) {
      host = new URL(origin).host;
      hosts.set(origin, host);
    }
    return host;
  };

  return async function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    origin: string,
    pathname: string,
  ): Promise<FastifyReply> {
    // Undefined for event streams: they live long by design and take the pool's own limits.
    const timeout = upstreamTimeoutFor(pathname, timeouts);
    // The size-limited stream from the content-type parser; nothing for requests without a body.
    const body = (request.body as Readable | undefined) ?? null;
    const send = () =>
      dispatcher.request({
        origin,
        path: request.url,
        method: request.method as Dispatcher.HttpMethod,
        headers: upstreamRequestHeaders(request.headers, {
          requestId: request.id,
          clientAddress: request.ip,
          protocol: request.protocol,
          host: request.host,
          upstreamHost: hostOf(origin),
        }),
        body,
        headersTimeout: timeout,
        bodyTimeout: timeout,
      });

    let upstream: Dispatcher.ResponseData;
    try {
      try {
        upstream = await send();
      } catch (error) {
        if (body !== null || !RETRYABLE_METHODS.has(request.method) || !isStaleConnection(error)) throw error;
        upstream = await send();
      }
    } catch (error) {
      // The low-level error (with the service's address) goes to the log; the client gets the plain version.
      const failure = upstreamFailure(error);
      request.log.warn({ err: error, status: failure.status }, 'forwarding failed');
      if (failure.status === 413) reply.header('connection', 'close');
      return reply.send(failure);
    }

    // The client left while the service answered: nobody to send it to. (The request stream itself is
    // destroyed as soon as its body was read; the response is what tells whether the client is still there.)
    if (reply.raw.destroyed) {
      upstream.body.dump().catch(() => undefined);
      return reply;
    }
    reply.code(upstream.statusCode).headers(clientResponseHeaders(upstream.headers as IncomingHttpHeaders));
    // A service may answer before reading the whole body (a refusal): the rest is still on the client's
    // connection, which cannot carry another request.
    if (body !== null && !request.raw.complete) reply.header('connection', 'close');

    const length = Number(upstream.headers['content-length']);
    if (!(length <= BUFFERED_ANSWER_BYTES)) return reply.send(upstream.body);
    try {
      // Small answers (a question, a result) are read whole: they go to the client with their headers in one
      // write, with no stream piped between two sockets.
      return reply.send(await readWhole(upstream.body));
    } catch (error) {
      return reply.send(upstreamFailure(error));
    }
  };
}
