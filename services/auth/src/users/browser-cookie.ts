// The login page's browser cookie (issue 39): a signed, anonymous id the page gets for its browser before the
// first try, so failed logins count against the browser that made them (domain/login-throttle.ts) and a class behind
// one school address is not locked out for one pupil's failures. Unlike the device cookie (device-cookie.ts), it says
// nothing about any account.
import { cookiePathFor, createDeviceIds, type DeviceIds, setCookieHeader } from '@quizdrill/service-kit';

export const BROWSER_COOKIE = 'quizdrill_browser';
/** As long as the device cookie: renewed every time the login page opens. */
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;
/** The routes that read it: login, the sign-in code, and the page's call for it. */
const BROWSER_COOKIE_ROUTES = '/api/v2/auth';

export const createBrowserIds = (secret: string | Uint8Array): DeviceIds =>
  createDeviceIds(secret, 'login browser', LIFETIME_SECONDS);

/** HttpOnly, Strict and, over https, Secure, like the device cookie. */
export function browserCookieHeader(value: string, publicUrl: string): string {
  return setCookieHeader(BROWSER_COOKIE, value, LIFETIME_SECONDS, {
    path: cookiePathFor(publicUrl, BROWSER_COOKIE_ROUTES),
    secure: publicUrl.startsWith('https:'),
    sameSite: 'Strict',
  });
}
