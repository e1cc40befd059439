// Security headers for every answer, pages and API alike, tuned for the React + MUI single-page app.
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
        // MUI styles through emotion, which injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Question images and photo previews are shown from object URLs and data URLs before upload.
        imgSrc: ["'self'", 'data:', 'blob:'],
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

export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }): void {
  const headers = securityHeaderValues(securityHeaderOptions(options));
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
