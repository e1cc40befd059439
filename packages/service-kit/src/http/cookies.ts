// Reading one cookie from a request and writing a Set-Cookie value: the few cookies the services set need no more
// (auth's Google sign-in state and known browsers, the device ids of device-ids.ts).

export interface CookieAttributes {
  path: string;
  secure: boolean;
  sameSite: 'Strict' | 'Lax';
}

/** A Set-Cookie value, always HttpOnly (no script of ours reads these cookies); `maxAgeSeconds` 0 deletes it. */
export function setCookieHeader(
  name: string,
  value: string,
  maxAgeSeconds: number,
  attributes: CookieAttributes,
): string {
  return [
    `${name}=${value}`,
    `Max-Age=${maxAgeSeconds}`,
    `Path=${attributes.path}`,
    'HttpOnly',
    `SameSite=${attributes.sameSite}`,
    ...(attributes.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The named cookie's value from a Cookie request header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** A route's path as the browser requests it: under PUBLIC_URL's own path when the app is not at the root. */
export function cookiePathFor(publicUrl: string, route: string): string {
  return new URL(`${publicUrl.replace(/\/+$/, '')}${route}`).pathname;
}
