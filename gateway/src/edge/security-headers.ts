// Security headers for every answer, pages and API alike, tuned for the React + MUI single-page app.
import type { FastifyHelmetOptions } from '@fastify/helmet';

export function securityHeaders({ production }: { production: boolean }): FastifyHelmetOptions {
  return {
    global: true,
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
