// Request bodies pass through the gateway unparsed: small ones read whole, the rest streamed. This is where their
// size is enforced.
import type { IncomingMessage } from 'node:http';
import { finished, Transform } from 'node:stream';
import { bodyLimitFor } from '@quizdrill/contracts';
import { declaresMoreThan, drainRest, payloadTooLarge } from '@quizdrill/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The most a request to this method and path may carry: the route's own limit (`bodyLimitFor` in contracts, the
 * same the service behind applies), never above the gateway's overall ceiling. The gateway refuses more itself,
 * before forwarding, so a body is refused the same way every time (issue 14).
 */
export function bodyLimitOf(method: string, url: string, ceilingBytes: number): number {
  const pathname = url.split('?', 1)[0] ?? '/';
  return Math.min(bodyLimitFor(method, pathname), ceilingBytes);
}

/**
 * Bodies that declare a length up to this are read whole before they are forwarded; larger ones (a photo) and
 * chunked ones stream through. A classroom's answer is a few dozen bytes: read whole, it goes to the service in one
 * write with the request's headers, with no stream between the two sockets (issue 19), and a request refused by one
 * replica can go to the next with its body.
 */
export const BUFFERED_BODY_BYTES = 64 * 1024;

/** Whether `request` declares a body small enough to be read whole (see BUFFERED_BODY_BYTES). */
export function isSmallDeclaredBody(request: FastifyRequest): boolean {
  return Number(request.headers['content-length']) <= BUFFERED_BODY_BYTES;
}

/**
 * Reads a body of declared length whole. Node's HTTP parser delivers exactly the declared length, and the route's
 * limit was checked against it before (onRequest), so no count is kept here. A client that goes away mid-body
 * fails it, and nothing is forwarded.
 */
export function readWholeBody(
  raw: IncomingMessage,
  done: (error: Error | null, body?: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  raw.on('data', (chunk: Buffer) => chunks.push(chunk));
  raw.once('error', done);
  raw.once('end', () => done(null, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
}

/**
 * The request body as a stream that fails with a 413 AppError once more than `limitBytes` went through, for
 * chunked bodies whose size is known only at the end. The upstream request is aborted with it, so the service
 * never receives a complete oversize body.
 *
 * The raw request is piped, not `pipeline`d: destroying it would destroy the socket, and the client must still
 * get the 413. After the limit, the rest of what the client sends is read and dropped (up to `ceilingBytes` more)
 * while the answer goes out.
 */
export function limitBody(raw: IncomingMessage, limitBytes: number, ceilingBytes: number): Transform {
  let received = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limitBytes) callback(payloadTooLarge(limitBytes));
      else callback(null, chunk);
    },
  });
  limited.once('error', () => drainRest(raw, ceilingBytes));
  // A client that goes away mid-upload must end the upstream request too, or it would wait for the rest forever.
  finished(raw, (error) => {
    if (error && !limited.destroyed) limited.destroy(error);
  });
  raw.pipe(limited);
  return limited;
}

/**
 * A request answered before its body went through whole (the gateway refused it, or the service answered before
 * reading it): once the answer is out, the rest is read and dropped, up to the gateway's ceiling, so a client still
 * sending reads its answer instead of a reset connection. A body announced above the ceiling is not read at all:
 * that answer closes the connection.
 */
export function dropUnreadBody(request: FastifyRequest, reply: FastifyReply, ceilingBytes: number): void {
  if (declaresMoreThan(request, ceilingBytes)) {
    reply.header('connection', 'close');
    return;
  }
  reply.raw.once('finish', () => drainRest(request.raw, ceilingBytes));
}
