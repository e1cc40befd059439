// Compression of JSON answers on their way out (br or gzip, as the client accepts). The web app's files are
// compressed at build time instead (web.routes.ts); event streams and answers a service encoded pass as they are.
import type { IncomingHttpHeaders } from 'node:http';
import type { Transform } from 'node:stream';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers up to this size are sent as they are: a quiz question or result is a few hundred bytes, and compressing
 * it would save less than the work costs the gateway and the client.
 */
export const COMPRESS_ABOVE_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/** Brotli first: on JSON it is about a third smaller than gzip for the same time at these settings. */
const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/**
 * Brotli's quality 4 and gzip's level 6 take well under a millisecond for a 64 KB answer; brotli's default (11,
 * right for files compressed once at build time) would take a hundred times longer.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/** application/json and the +json types (problem details), whatever the parameters. */
const JSON_CONTENT_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
/** JSON, or the gateway's own HTML page (the API reference). */
const OWN_CONTENT_TYPE = /^(?:application\/(?:[\w.-]+\+)?json|text\/html)\s*(?:;|$)/i;

/** The encoding to answer in, by the client's Accept-Encoding (q-values honoured); undefined for identity. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  return acceptEncoding ? (negotiate(acceptEncoding, ENCODINGS) ?? undefined) : undefined;
}

/**
 * Whether an answer of unknown or more than COMPRESS_ABOVE_BYTES is worth compressing: JSON with a body that
 * nobody encoded yet. Event streams (text/event-stream) never are: compressing would hold events back.
 */
export function isCompressibleJson(
  method: string,
  statusCode: number,
  headers: Pick<IncomingHttpHeaders, 'content-type' | 'content-encoding'>,
  types: RegExp = JSON_CONTENT_TYPE,
): boolean {
  if (method === 'HEAD' || statusCode === 204 || statusCode === 304) return false;
  if (headers['content-encoding'] !== undefined) return false;
  const type = headers['content-type'];
  return typeof type === 'string' && types.test(type);
}

/** A Vary header value that also names Accept-Encoding (kept as is when it already does, or is `*`). */
export function varyOnAcceptEncoding(current: unknown): string {
  const value = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (value.trim() === '') return 'accept-encoding';
  const fields = value.split(',').map((field) => field.trim().toLowerCase());
  return fields.includes('accept-encoding') || fields.includes('*') ? value : `${value}, accept-encoding`;
}

function brotliOptions(sizeHint: number | undefined) {
  const params: Record<number, number> = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY };
  if (sizeHint !== undefined) params[constants.BROTLI_PARAM_SIZE_HINT] = sizeHint;
  return { params };
}

/** Compresses a whole body off the event loop (zlib's thread pool). */
export function compressBody(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') brotliCompress(body, brotliOptions(body.length), done);
    else gzip(body, { level: GZIP_LEVEL }, done);
  });
}

/** A compressing stream, for bodies too large to hold or of unknown length. */
export function createCompressor(encoding: ContentEncoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress(brotliOptions(undefined))
    : createGzip({ level: GZIP_LEVEL });
}

/**
 * Marks an answer as compressed: the encoding, Vary, no length (the body that follows has another one), and a
 * weak entity tag (a strong one names exact bytes, and these are not the service's).
 */
export function markCompressed(reply: FastifyReply, encoding: ContentEncoding): void {
  reply.header('content-encoding', encoding).removeHeader('content-length');
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
}

/**
 * onSend hook for the gateway's own JSON and HTML answers (the merged OpenAPI document and its reference page):
 * compresses those above COMPRESS_ABOVE_BYTES. Registered only where such answers are made, so other routes pay
 * nothing for it.
 */
export async function compressOwnAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (Buffer.byteLength(payload) <= COMPRESS_ABOVE_BYTES) return payload;
  const headers = {
    'content-type': reply.getHeader('content-type') as string | undefined,
    'content-encoding': reply.getHeader('content-encoding') as string | undefined,
  };
  if (!isCompressibleJson(request.method, reply.statusCode, headers, OWN_CONTENT_TYPE)) return payload;
  reply.header('vary', varyOnAcceptEncoding(reply.getHeader('vary')));
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  markCompressed(reply, encoding);
  return compressBody(Buffer.isBuffer(payload) ? payload : Buffer.from(payload), encoding);
}
