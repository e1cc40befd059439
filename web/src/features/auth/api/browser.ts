import { apiClient } from '@/lib/api-client';

/** This page's call for its browser cookie, once: a login waits for it. */
let browser: Promise<unknown> | undefined;

/**
 * The login page's browser cookie (issue 39): an HttpOnly cookie the auth service sets for this browser, asked for as
 * the page opens, before anything is typed. Failed logins then count against this browser, not against the school
 * network a whole class shares. A refusal (too many new browsers there) is asked again at the next login, which
 * goes ahead meanwhile: without the cookie it counts against the address.
 */
export function ensureBrowser(): Promise<unknown> {
  browser ??= apiClient
    .post('/api/v2/auth/browser', undefined, { sessionEndsOn: [] })
    .catch((error: unknown) => {
      browser = undefined;
      throw error;
    });
  return browser;
}
