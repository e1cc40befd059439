// Security headers for every answer: a page's set, tuned for the React single-page app, and a data answer's.
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function securityHeaderOptions({ production }: { production: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Base UI's select and scroll area render a <style> element of their own (its hidden scrollbar), and KaTeX
        // places every part of a formula with a style attribute.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Question images and photo previews are shown from object URLs and data URLs before upload.
        imgSrc: ["'self'", 'data:', 'blob:'],
        // KaTeX's fonts come with its stylesheet from our own assets.
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind HTTPS: on http://localhost it would send the browser to an https that is not there.
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    // HSTS pins the browser to HTTPS for months; never on a development machine serving plain HTTP.
    strictTransportSecurity: production ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
  };
}

/**
 * The headers helmet sets, worked out once. @fastify/helmet runs helmet's middleware on every request, which
 * rebuilds the same policy strings each time: for a proxy whose requests are small, a large share of its CPU.
 * The headers do not depend on the request, so they are computed at start-up and set with one call.
 */
export function securityHeaderValues(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * A data answer's headers (JSON, an image, an event stream): the part of the document set that still means something
 * when no page is built from the answer (OWASP's REST Security Cheat Sheet). Its policy allows nothing at all, so a
 * JSON or SVG answer opened as a page cannot load or run anything; nosniff keeps it from being read as another type;
 * framing and other origins' no-cors reads are refused; HSTS as on every answer. The rest of helmet's set (COOP,
 * Origin-Agent-Cluster, Referrer-Policy, DNS prefetch, IE's and Flash's switches) applies to documents only: on a
 * classroom's small answers it was more than half the bytes, written by the gateway and parsed by every client.
 */
function dataAnswerHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    'x-content-type-options',
    'x-frame-options',
    'cross-origin-resource-policy',
    'strict-transport-security',
  ];
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
  for (const name of kept) if (documentHeaders[name] !== undefined) headers[name] = documentHeaders[name];
  return headers;
}

/**
 * What a browser may run under the answer's policy: a page, or a script (which may become a worker, and a worker
 * takes its policy from its script's answer). Everything else is data.
 */
function isDocument(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  return contentType.startsWith('text/html') || contentType.includes('javascript');
}

/**
 * Every answer, the gateway's own and the services', gets the document set or the data set by what it is, decided
 * as it is sent (by its Content-Type), so a service's HTML page is covered like the web app's.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }): void {
  const documentHeaders = securityHeaderValues(securityHeaderOptions(options));
  const dataHeaders = dataAnswerHeaders(documentHeaders);
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A 304 carries no Content-Type, and a browser copies the headers of a 304 onto the answer it kept (RFC 9111
    // §4.3.4): it sends none of these, so a revalidated page keeps its own policy, not the data one.
    if (reply.statusCode !== 304) {
      reply.headers(isDocument(reply.getHeader('content-type')) ? documentHeaders : dataHeaders);
    }
    done(null, payload);
  });
}
