// Forwards one request to a service (one of its replicas) and its answer to the client: undici's request API over the
// keep-alive pools, with the gateway's own header rules, timeouts and failure answers. Written out rather than taken from
// @fastify/reply-from: the classroom sends thousands of tiny requests a second, and that plugin's generality
// (URL rebuilding, HTTP/2, retry timers, streams piped between sockets) cost the gateway about as much again as
// the forwarding itself.
import type { IncomingHttpHeaders } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import {
  COMPRESS_ABOVE_BYTES,
  type ContentEncoding,
  compressBody,
  createCompressor,
  isCompressibleJson,
  markCompressed,
  preferredEncoding,
  varyOnAcceptEncoding,
} from '../edge/compression.js';
import { dropUnreadBody } from './body-limit.js';
import { clientResponseHeaders, upstreamRequestHeaders } from './proxy-headers.js';
import {
  isEventStream,
  type TimeoutSettings,
  upstreamFailure,
  upstreamTimeoutFor,
} from './upstream-policy.js';
import type { ServiceUpstreams } from './upstream-pool.js';

/** Answers up to this size are read whole and sent in one write; larger ones, and event streams, stream through. */
export const BUFFERED_ANSWER_BYTES = 64 * 1024;

/** Safe to send twice: a keep-alive connection the service closed just as it was reused gets one more try. */
const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const STALE_CONNECTION_CODES = new Set(['ECONNRESET', 'UND_ERR_SOCKET']);

function isStaleConnection(error: unknown): boolean {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && STALE_CONNECTION_CODES.has(code);
}

/** The replica could not be reached at all: nothing of the request was sent, so another replica may take it. */
const NOT_CONNECTED_CODES = new Set([
  'ECONNREFUSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

function isNotConnected(error: unknown): boolean {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && NOT_CONNECTED_CODES.has(code);
}

/** What the content-type parser made of a body (proxy.routes.ts): a small one whole, a larger one as a stream. */
type ClientBody = Buffer | Readable | null;
type RequestBody = Buffer | AsyncIterable<Buffer> | null;

/**
 * A streamed body, handed to undici only when it starts writing to a connected replica. undici destroys a stream
 * body when its request fails, even one refused before a byte was sent; an iterable that has not been iterated yet
 * is left alone, so the request can go to the next replica with its body whole. (A buffer can be sent again as it is.)
 */
function deferredBody(body: ClientBody): RequestBody {
  if (body === null || Buffer.isBuffer(body)) return body;
  return { [Symbol.asyncIterator]: () => body[Symbol.asyncIterator]() };
}

/**
 * The whole body of a small answer, as one buffer. undici's own reader (`bytes()`): an async iterator over the
 * body costs more than the few hundred bytes of a classroom answer are worth.
 */
async function readWhole(body: Dispatcher.ResponseData['body']): Promise<Buffer> {
  const bytes = await body.bytes();
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * A JSON answer in the client's encoding. Up to BUFFERED_ANSWER_BYTES it is compressed in one piece and leaves
 * with its length; larger ones, and those of unknown length, are compressed as they stream through.
 */
async function sendCompressed(
  reply: FastifyReply,
  body: Dispatcher.ResponseData['body'],
  length: number,
  encoding: ContentEncoding,
): Promise<FastifyReply> {
  markCompressed(reply, encoding);
  if (!(length <= BUFFERED_ANSWER_BYTES)) {
    // Errors on either side destroy the compressor, which ends the client's answer the way an upstream error does.
    return reply.send(pipeline(body, createCompressor(encoding), () => undefined));
  }
  try {
    return reply.send(await compressBody(await readWhole(body), encoding));
  } catch (error) {
    reply.removeHeader('content-encoding');
    return reply.send(upstreamFailure(error));
  }
}

/**
 * Sends to the next replica in turn. One that refuses the connection is passed over and the next one tried (the
 * request never reached it); a kept-alive connection found closed gets one more try, as with a single replica.
 */
async function sendToReplicas(
  upstreams: ServiceUpstreams,
  send: (origin: string, body: RequestBody) => Promise<Dispatcher.ResponseData>,
  body: ClientBody,
  method: string,
): Promise<Dispatcher.ResponseData> {
  const requestBody = deferredBody(body);
  let refusals = 0;
  let staleRetried = false;
  for (;;) {
    const origin = upstreams.pick();
    try {
      return await send(origin, requestBody);
    } catch (error) {
      if (isNotConnected(error)) {
        upstreams.refused(origin);
        refusals += 1;
        if (refusals < upstreams.size) continue;
      } else if (
        !staleRetried &&
        body === null &&
        RETRYABLE_METHODS.has(method) &&
        isStaleConnection(error)
      ) {
        staleRetried = true;
        continue;
      }
      throw error;
    }
  }
}

export interface ForwardOptions {
  dispatcher: Dispatcher;
  /** The event streams' pool (upstream-pool.ts): a stream never holds a connection requests wait for. */
  streamDispatcher: Dispatcher;
  timeouts: TimeoutSettings;
  /** The most the gateway reads of any body (GATEWAY_BODY_LIMIT_BYTES), a dropped rest included. */
  bodyCeilingBytes: number;
}

export function createForwarder({
  dispatcher,
  streamDispatcher,
  timeouts,
  bodyCeilingBytes,
}: ForwardOptions) {
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
    upstreams: ServiceUpstreams,
    pathname: string,
  ): Promise<FastifyReply> {
    // Undefined for event streams: they live long by design and take their pool's own limits.
    const timeout = upstreamTimeoutFor(pathname, timeouts);
    const pool = isEventStream(pathname) ? streamDispatcher : dispatcher;
    // What the content-type parser made of the body; nothing for requests without one.
    const body = (request.body as ClientBody | undefined) ?? null;
    const send = (origin: string, requestBody: RequestBody) =>
      pool.request({
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
        // undici documents (async) iterables as bodies; its types list only the other kinds.
        body: requestBody as Readable | null,
        headersTimeout: timeout,
        bodyTimeout: timeout,
      });

    let upstream: Dispatcher.ResponseData;
    try {
      if (upstreams.only !== undefined) {
        // One replica (the usual case; in Kubernetes the Service balances): nothing to choose, and a kept-alive
        // connection found closed is tried once more.
        try {
          upstream = await send(upstreams.only, body);
        } catch (error) {
          if (body !== null || !RETRYABLE_METHODS.has(request.method) || !isStaleConnection(error))
            throw error;
          upstream = await send(upstreams.only, body);
        }
      } else {
        upstream = await sendToReplicas(upstreams, send, body, request.method);
      }
    } catch (error) {
      // The low-level error (with the service's address) goes to the log; the client gets the plain version.
      const failure = upstreamFailure(error);
      request.log.warn({ err: error, status: failure.status }, 'forwarding failed');
      if (body !== null && !request.raw.complete) dropUnreadBody(request, reply, bodyCeilingBytes);
      return reply.send(failure);
    }

    // The client left while the service answered: nobody to send it to. (The request stream itself is
    // destroyed as soon as its body was read; the response is what tells whether the client is still there.)
    if (reply.raw.destroyed) {
      upstream.body.dump().catch(() => undefined);
      return reply;
    }
    reply.code(upstream.statusCode).headers(clientResponseHeaders(upstream.headers as IncomingHttpHeaders));
    // A service may answer before reading the whole body (a refusal): the rest is still on its way.
    if (body !== null && !request.raw.complete) dropUnreadBody(request, reply, bodyCeilingBytes);

    // NaN when the service streams without a length: an event stream, or a large answer.
    const length = Number(upstream.headers['content-length']);
    // The classroom's answers (a question, a result) are below the compression threshold: for them this one
    // comparison is all compression costs.
    if (
      !(length <= COMPRESS_ABOVE_BYTES) &&
      isCompressibleJson(request.method, upstream.statusCode, upstream.headers)
    ) {
      reply.header('vary', varyOnAcceptEncoding(reply.getHeader('vary')));
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding) return sendCompressed(reply, upstream.body, length, encoding);
    }
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
