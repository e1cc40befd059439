// A body answered before it was read to the end: the rest is read and dropped where that keeps the connection
// usable (the gateway pools its connections to each service), and the connection closed where it does not.
import type { IncomingMessage } from 'node:http';
import { JSON_BODY_LIMIT_BYTES } from '@quizdrill/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a body being read and dropped may pause before the connection is closed: nobody waits for the rest. */
export const DRAIN_IDLE_MS = 1_000;

/**
 * A request answered before its body was read to the end (a second file, a field with a NUL, a photo over 5 MB, a
 * refusal at the gateway): the rest is read and dropped, up to `limitBytes` more, so the answer reaches the client
 * whole and the connection stays usable (RFC 9112 §9.6). Node does so itself only for a body nobody began to read;
 * a multipart reader began. Without this the connection stalls with the body half read, and a gateway in front
 * sees a broken upload (503), not the 4xx; closing it instead resets it under a client still sending, and a reset
 * can throw away the answer before the client reads it. Past the limit, or after DRAIN_IDLE_MS without a byte, the
 * connection is closed: not a body this address reads, to the end or not.
 */
const draining = new WeakSet<IncomingMessage>();

export function drainRest(raw: IncomingMessage, limitBytes: number): void {
  if (raw.complete || raw.destroyed || raw.readableEnded || draining.has(raw)) return;
  draining.add(raw);
  let drained = 0;
  const idle = setTimeout(() => raw.destroy(), DRAIN_IDLE_MS);
  raw.once('close', () => clearTimeout(idle));
  raw.once('end', () => clearTimeout(idle));
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > limitBytes) raw.destroy();
    else idle.refresh();
  });
  raw.resume();
}

export function drainUnreadBody(request: FastifyRequest): void {
  // Nearly every body was read whole: answered without building routeOptions (Fastify makes it afresh per read).
  if (request.raw.complete) return;
  drainRest(request.raw, request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT_BYTES);
}

/**
 * Fastify answers every body its parser refused (not JSON, nested too deep, over the limit) with `connection: close`,
 * in case the client goes on sending. The gateway keeps a pool of connections to each service, so each malformed
 * body anyone sends would cost it a new connection. The connection is kept where the rest of the body is known and
 * small: none (the body was read whole), or an announced length of at most twice the route's limit, read and dropped
 * by `drainRest` (a client that stops sending it is cut off after DRAIN_IDLE_MS). Anything else is closed as before:
 * a body of unknown length that passed the limit, or one too large to be worth reading.
 */
export function keepConnectionAfterRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  // Said by Fastify's parser with its refusal (on the reply), not by a closing server (on the raw response, which is
  // left as it is). Every answer passes here: a success is let go on its status alone.
  if (reply.statusCode < 400) return;
  if (reply.getHeader('connection') !== 'close' || reply.raw.hasHeader('connection')) return;
  const { raw } = request;
  if (!raw.complete) {
    const limit = request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT_BYTES;
    const announced = Number(request.headers['content-length']);
    // Over the limit, Fastify read none of an announced body (it refuses on the header): the rest is all of it.
    if (!(Number.isSafeInteger(announced) && announced <= 2 * limit)) return;
    drainRest(raw, announced);
  }
  reply.removeHeader('connection');
}
