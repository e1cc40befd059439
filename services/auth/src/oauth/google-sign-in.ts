// The Google sign-in flow as the two browser redirects see it: start (to Google, remembering state, nonce and
// PKCE verifier in a sealed cookie) and callback (checks, account, token, back to the web app).

import { cookiePathFor, cookieValue } from '@quizdrill/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type AuthConfig, googleConfigured } from '../config.js';
import type { AuthTables } from '../db/tables.js';
import { type KeyRing, secretFromSigningKey } from '../tokens/signing-keys.js';
import type { TokenService } from '../tokens/token-service.js';
import { EmailHasPasswordAccount, userForGoogleProfile } from './google-accounts.js';
import { createGoogleClient } from './google-client.js';
import { isEmailVerified } from './google-profile.js';
import {
  createLoginCookieSealer,
  LOGIN_COOKIE,
  LOGIN_COOKIE_TTL_SECONDS,
  loginCookieHeader,
} from './login-cookie.js';

export const CALLBACK_PATH = '/login/oauth2/code/google';

/** The `error` the web app's /login shows a message for. */
export const SignInError = {
  notConfigured: 'oauth_not_configured',
  stateMismatch: 'oauth_state_mismatch',
  emailUnverified: 'oauth_email_unverified',
  accountExists: 'oauth_account_exists',
  failed: 'oauth_failed',
} as const;
type SignInError = (typeof SignInError)[keyof typeof SignInError];

/** A redirect and the login cookie to send with it (set at the start, cleared at the end). */
export interface SignInRedirect {
  location: string;
  setCookie: string;
}

export interface GoogleSignIn {
  start(log: FastifyBaseLogger): Promise<SignInRedirect>;
  /** `query` is the callback's query string (code, state, or Google's error). */
  finish(query: string, cookieHeader: string | undefined, log: FastifyBaseLogger): Promise<SignInRedirect>;
}

const publicBase = (config: AuthConfig) => config.PUBLIC_URL.replace(/\/+$/, '');

function cookieAttributes(config: AuthConfig) {
  return {
    path: cookiePathFor(config.PUBLIC_URL, CALLBACK_PATH),
    secure: config.NODE_ENV === 'production' || config.PUBLIC_URL.startsWith('https:'),
  };
}

/** Where a sign-in that did not happen sends the browser, with the login cookie cleared. */
export function signInRefused(config: AuthConfig, error: SignInError): SignInRedirect {
  return {
    location: `${publicBase(config)}/login?error=${error}`,
    setCookie: loginCookieHeader('', 0, cookieAttributes(config)),
  };
}

/** OAUTH_COOKIE_SECRET, or (development and tests, where config.ts allows it to be unset) one from the signing key. */
export async function loginCookieSecret(config: AuthConfig, keyRing: KeyRing): Promise<string | Uint8Array> {
  return config.OAUTH_COOKIE_SECRET ?? secretFromSigningKey(keyRing, 'quizdrill oauth login cookie secret');
}

export interface GoogleSignInDependencies {
  config: AuthConfig;
  db: Kysely<AuthTables>;
  tokens: TokenService;
  cookieSecret: string | Uint8Array;
}

export function createGoogleSignIn({
  config,
  db,
  tokens,
  cookieSecret,
}: GoogleSignInDependencies): GoogleSignIn {
  if (!googleConfigured(config)) throw new Error('Google sign-in is not configured');
  const base = publicBase(config);
  const redirectUri = `${base}${CALLBACK_PATH}`;
  const google = createGoogleClient({
    issuer: config.GOOGLE_ISSUER,
    clientId: config.GOOGLE_CLIENT_ID!,
    clientSecret: config.GOOGLE_CLIENT_SECRET!,
    redirectUri,
  });
  const sealer = createLoginCookieSealer(cookieSecret);
  const attributes = cookieAttributes(config);
  const refused = (error: SignInError) => signInRefused(config, error);

  return {
    async start(log) {
      try {
        const { url, pending } = await google.authorizationRequest();
        return {
          location: url.href,
          setCookie: loginCookieHeader(sealer.seal(pending), LOGIN_COOKIE_TTL_SECONDS, attributes),
        };
      } catch (error) {
        log.error({ err: error, issuer: config.GOOGLE_ISSUER }, 'Google sign-in could not start');
        return refused(SignInError.failed);
      }
    },

    async finish(query, cookieHeader, log) {
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = query;
      const pending = sealer.open(cookieValue(cookieHeader, LOGIN_COOKIE));
      const state = callbackUrl.searchParams.get('state');
      if (!pending || !state || state !== pending.state) {
        log.warn(
          { hasLoginCookie: pending !== undefined, hasState: Boolean(state) },
          'Google sign-in state mismatch',
        );
        return refused(SignInError.stateMismatch);
      }
      try {
        const claims = await google.idTokenClaims(callbackUrl, pending);
        if (!isEmailVerified(claims.email_verified) || typeof claims.email !== 'string') {
          log.warn({ subject: claims.sub }, 'Google sign-in without a verified email refused');
          return refused(SignInError.emailUnverified);
        }
        const text = (claim: unknown) => (typeof claim === 'string' ? claim : undefined);
        const user = await userForGoogleProfile(db, {
          subject: claims.sub,
          email: claims.email,
          givenName: text(claims.given_name),
          familyName: text(claims.family_name),
          name: text(claims.name),
        });
        log.info({ userId: user.id, username: user.username }, 'signed in with Google');
        return {
          location: `${base}/login/oauth2?token=${encodeURIComponent(await tokens.issue(user))}`,
          setCookie: loginCookieHeader('', 0, attributes),
        };
      } catch (error) {
        if (error instanceof EmailHasPasswordAccount) {
          log.warn('Google sign-in refused: the email belongs to a password account');
          return refused(SignInError.accountExists);
        }
        log.warn({ err: error }, 'Google sign-in failed');
        return refused(SignInError.failed);
      }
    },
  };
}
