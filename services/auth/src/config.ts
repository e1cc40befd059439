// The auth service's settings, read once from the environment.
import { RETENTION_DEFAULTS, RETENTION_MINIMUMS, TOKEN_LIFETIME_MAX_SECONDS } from '@quizdrill/contracts';
import { ConfigError, loadConfig, retentionSetting, serviceEnv } from '@quizdrill/service-kit';
import { type Static, Type } from '@sinclair/typebox';

export const AuthEnv = Type.Object({
  ...serviceEnv(8081),
  /** Where users reach the app; OAuth redirect URIs and post-login redirects are built from it. */
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
  /** The signing key: a private Ed25519 JWK (JSON) with a `kid`. Development generates and stores one. */
  JWT_PRIVATE_KEY: Type.Optional(Type.String({ minLength: 2 })),
  /** Public JWKs (a JSON array) of earlier keys still accepted during a rotation. */
  JWT_PUBLIC_KEYS: Type.Optional(Type.String({ minLength: 2 })),
  JWT_TTL_SECONDS: Type.Integer({ minimum: 60, maximum: TOKEN_LIFETIME_MAX_SECONDS, default: 3_600 }),
  GOOGLE_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  GOOGLE_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  GOOGLE_ISSUER: Type.String({ pattern: '^https?://', default: 'https://accounts.google.com' }),
  /** Seals the cookie carrying a Google sign-in's state; unset (not in production), it is derived from the signing key. */
  OAUTH_COOKIE_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  /**
   * Signs the device cookies that let a browser which logged in to an account before past the lockout of unknown
   * browsers, and (under a key of its own derived from it) the login page's anonymous browser cookie; unset (not in
   * production), it is derived from the signing key. Changing it forgets every browser.
   */
  DEVICE_COOKIE_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  /**
   * Accounts one address may register: this many at once (a class behind its school's one address), the budget
   * then filling again over an hour (see domain/address-budget.ts).
   */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: Type.Integer({ minimum: 1, default: 60 }),
  /**
   * New browsers one address may get the login page's cookie for: this many at once (a school's classes opening
   * the login page for the first time), the budget then filling again over an hour. A browser keeps its cookie
   * while it is used, so only a script asking for new ones without end meets the limit.
   */
  LOGIN_BROWSERS_PER_ADDRESS_PER_HOUR: Type.Integer({ minimum: 1, default: 120 }),
  /**
   * Days failed-login counters, wrong team-code guesses and expired sign-in codes are kept after their last use
   * (issue 44; the privacy notice states the default). They decide nothing after a day, the longest a failure counts.
   */
  LOGIN_RECORD_RETENTION_DAYS: retentionSetting(
    RETENTION_DEFAULTS.loginRecordDays,
    RETENTION_MINIMUMS.loginRecordDays,
  ),
  /** Proxies in front of the service whose X-Forwarded-For is believed: the gateway. */
  TRUST_PROXY_HOPS: Type.Integer({ minimum: 0, maximum: 10, default: 1 }),
});

export type AuthConfig = Static<typeof AuthEnv>;

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const config = loadConfig(AuthEnv, env);
  if (config.NODE_ENV === 'production' && !config.JWT_PRIVATE_KEY) {
    throw new ConfigError(['JWT_PRIVATE_KEY is required in production (secrets have no production default)']);
  }
  if (config.NODE_ENV === 'production' && !config.DEVICE_COOKIE_SECRET) {
    throw new ConfigError([
      'DEVICE_COOKIE_SECRET is required in production (secrets have no production default)',
    ]);
  }
  if (config.NODE_ENV === 'production' && googleConfigured(config)) {
    if (!config.OAUTH_COOKIE_SECRET) {
      throw new ConfigError([
        'OAUTH_COOKIE_SECRET is required in production when Google sign-in is configured',
      ]);
    }
    if (!config.GOOGLE_ISSUER.startsWith('https://')) {
      throw new ConfigError(['GOOGLE_ISSUER must be an https:// address in production']);
    }
  }
  return config;
}

export const googleConfigured = (config: AuthConfig) =>
  Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
