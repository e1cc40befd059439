// Which headers cross the gateway: hop-by-hop headers stop here, forwarding headers are set by the gateway alone.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/** RFC 9110 §7.6.1: these describe one connection, never the message, so a proxy must not pass them on. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/**
 * `Expect: 100-continue` (curl sends it for uploads over 1 MB) is answered by the gateway's own HTTP server;
 * the body then streams on as usual, so the service must not be asked to answer it again.
 */
const ANSWERED_BY_GATEWAY = ['expect'];

/** Headers that only the gateway may set towards a service: a client's own values would be believed. */
const SET_BY_GATEWAY = [
  'x-request-id',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'forwarded',
];

type Headers = IncomingHttpHeaders | OutgoingHttpHeaders;

/** What never goes to a service as the client sent it (its Host is the service's own). */
const NOT_FORWARDED = new Set([...HOP_BY_HOP, ...ANSWERED_BY_GATEWAY, ...SET_BY_GATEWAY, 'host']);
/** What never goes back to the client as the service sent it: the request id the client sees is the gateway's. */
const NOT_RETURNED = new Set([...HOP_BY_HOP, 'x-request-id']);

/**
 * `headers` without the names in `dropped` and those the Connection header lists. Per request, twice (to the
 * service, back to the client): one pass, one new object, no `delete` (which would turn it into a slow
 * dictionary) and no set unless Connection names more headers to drop. Node gives header names in lower case.
 */
function copyWithout<H extends Headers>(headers: H, dropped: ReadonlySet<string>, into: Headers = {}): H {
  const connection = headers.connection;
  const listed =
    connection === undefined || connection === 'keep-alive' || connection === 'close'
      ? undefined
      : new Set(
          String(connection)
            .split(',')
            .map((name) => name.trim().toLowerCase()),
        );
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || dropped.has(name) || listed?.has(name)) continue;
    into[name] = value;
  }
  return into as H;
}

export interface ForwardingContext {
  requestId: string;
  /**
   * The client's address as the gateway resolved it (Fastify's `request.ip`: the socket address, or the client
   * named by the proxies in front of the gateway when TRUST_PROXY_HOPS trusts them). Services get exactly this,
   * as a one-entry X-Forwarded-For, so every service trusts one hop (the gateway) whatever stands in front.
   */
  clientAddress: string;
  /** The protocol and host the client used, as Fastify resolved them (proxy headers only when trusted). */
  protocol: string;
  host: string;
  /** The service's own host: it is asked for itself by name, the client's host travels as X-Forwarded-Host. */
  upstreamHost: string;
}

export function upstreamRequestHeaders(
  headers: IncomingHttpHeaders,
  context: ForwardingContext,
): IncomingHttpHeaders {
  // The gateway's own first: the client's copies of them are never forwarded.
  return copyWithout(headers, NOT_FORWARDED, {
    host: context.upstreamHost,
    'x-request-id': context.requestId,
    'x-forwarded-for': context.clientAddress,
    'x-forwarded-proto': context.protocol,
    'x-forwarded-host': context.host,
  });
}

/** A service's answer as the client gets it. */
export function clientResponseHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return copyWithout(headers, NOT_RETURNED);
}
