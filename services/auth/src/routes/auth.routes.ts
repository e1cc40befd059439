// Logging in, registering, refreshing a token, and the public keys and settings clients need.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthConfigResponse,
  LoginRequest,
  RegisterRequest,
  SignInCodeRequest,
  TokenResponse,
} from '@quizdrill/contracts';
import { callerOf, cookieValue, type DeviceIds, errorResponses, requireCaller } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { googleConfigured } from '../config.js';
import type { User } from '../db/tables.js';
import { perHourPolicy } from '../domain/address-budget.js';
import { currentUser, logIn, newBrowser, redeemSignInCode, register } from '../users/accounts.js';
import { BROWSER_COOKIE, browserCookieHeader } from '../users/browser-cookie.js';
import {
  DEVICE_COOKIE,
  type DeviceCookies,
  deviceCookieHeader,
  type KnownDevice,
} from '../users/device-cookie.js';
import type { RouteDependencies } from './dependencies.js';

export interface AuthRouteDependencies extends RouteDependencies {
  devices: DeviceCookies;
  /** The login page's anonymous browser ids (users/browser-cookie.ts). */
  browsers: DeviceIds;
}

const errors = errorResponses(400, 401, 409, 429);

export const authRoutes: FastifyPluginAsyncTypebox<AuthRouteDependencies> = async (
  app,
  { config, db, tokens, devices, browsers },
) => {
  const knownDevicesOf = (request: FastifyRequest) =>
    devices.read(cookieValue(request.headers.cookie, DEVICE_COOKIE));
  const browserOf = (request: FastifyRequest) =>
    browsers.read(cookieValue(request.headers.cookie, BROWSER_COOKIE));
  const registrations = perHourPolicy(config.REGISTRATIONS_PER_ADDRESS_PER_HOUR);
  const newBrowsers = perHourPolicy(config.LOGIN_BROWSERS_PER_ADDRESS_PER_HOUR);
  /** This browser is now known for `user` (OWASP: a fresh device cookie after every successful login). */
  const rememberDevice = (reply: FastifyReply, known: KnownDevice[], user: User) =>
    reply.header('set-cookie', deviceCookieHeader(devices.remember(known, user.id), config.PUBLIC_URL));

  app.post(
    '/api/v2/auth/browser',
    {
      schema: {
        tags: ['auth'],
        summary: "The login page's browser cookie, before the first try (issue 39)",
        description:
          'Sets `quizdrill_browser` (HttpOnly, SameSite=Strict, for the auth routes): a signed, anonymous id for the ' +
          'browser, renewed when it has one. Failed logins from it count against it, so a pupil who keeps failing ' +
          'waits at their own browser rather than locking out the school address their class shares. New browsers ' +
          'per address are limited (LOGIN_BROWSERS_PER_ADDRESS_PER_HOUR): past that 429 with Retry-After.',
        response: { 204: Type.Null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const known = browserOf(request);
      if (!known) await newBrowser(db, { address: request.ip, policy: newBrowsers });
      const value = known ? browsers.renew(known) : browsers.issue().value;
      return reply
        .header('set-cookie', browserCookieHeader(value, config.PUBLIC_URL))
        .header('cache-control', 'no-store')
        .status(204)
        .send(null);
    },
  );

  app.post(
    '/api/v2/auth/login',
    {
      schema: {
        summary: 'Sign in with a username and password',
        tags: ['auth'],
        description:
          'Sets the quizdrill_device cookie: the browser is then known for this account, and its correct password ' +
          'gets past locks caused by other browsers (OWASP device cookies). Failed logins count against the account ' +
          '(for browsers it does not know: past 5, 429 `account_locked`) and against the browser of the ' +
          '`quizdrill_browser` cookie (`POST /api/v2/auth/browser`), or without one against the address.',
        body: LoginRequest,
        response: { 200: TokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const knownDevices = knownDevicesOf(request);
      const user = await logIn(
        db,
        request.body,
        { address: request.ip, browser: browserOf(request), knownDevices },
        request.log,
      );
      rememberDevice(reply, knownDevices, user);
      return { token: await tokens.issue(user) };
    },
  );

  app.post(
    '/api/v2/auth/sign-in-code',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Makes this browser one the account knows, with a teacher's one-time sign-in code (issue 39)",
        description:
          'For a pupil whose account is locked for unknown browsers (429 `account_locked`): the code a teacher of ' +
          'their team or an admin made (`POST /api/v2/groups/{id}/members/{userId}/sign-in-code`) sets the ' +
          'quizdrill_device cookie for the account, once. The password is still needed to log in. A wrong, used or ' +
          'expired code answers 401 `sign_in_code_invalid` and counts against the browser like a failed login.',
        body: SignInCodeRequest,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await redeemSignInCode(db, request.body, {
        address: request.ip,
        browser: browserOf(request),
      });
      request.log.info({ userId: user.id }, 'a sign-in code made this browser known for the account');
      rememberDevice(reply, knownDevicesOf(request), user);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v2/auth/register',
    {
      schema: {
        summary: 'Create an account',
        tags: ['auth'],
        description:
          'Registrations per address are limited (REGISTRATIONS_PER_ADDRESS_PER_HOUR, default 60: that many at once, ' +
          'then one more each minute); past that 429 with Retry-After.',
        body: RegisterRequest,
        response: { 201: TokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await register(db, request.body, { address: request.ip, policy: registrations });
      // The browser that created the account is its owner's.
      rememberDevice(reply, knownDevicesOf(request), user);
      return reply.status(201).send({ token: await tokens.issue(user) });
    },
  );

  app.post(
    '/api/v2/auth/refresh',
    {
      schema: {
        summary: 'Swap a token for a fresh one',
        tags: ['auth'],
        security: [{ bearer: [] }],
        description:
          'Swaps a valid token for a fresh one with the current username, role and premium flag. A token a change ' +
          'of those outdated (401 token_outdated elsewhere) is accepted here; one of a deleted account is not.',
        response: { 200: TokenResponse, ...errors },
      },
      preHandler: requireCaller(tokens, undefined, { acceptOutdated: true }),
    },
    // Read again by the immutable id, so a payment or a new username shows up without logging out.
    async (request) => ({ token: await tokens.issue(await currentUser(db, callerOf(request).userId)) }),
  );

  app.get(
    '/api/v2/auth/jwks.json',
    {
      schema: {
        summary: "The public keys that verify the service's tokens (JWKS)",
        tags: ['auth'],
        response: { 200: Type.Object({ keys: Type.Array(Type.Any()) }) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(tokens.jwks()),
  );

  app.get(
    '/api/v2/auth/config',
    {
      schema: {
        summary: 'Which sign-in methods are on (Google)',
        tags: ['auth'],
        response: { 200: AuthConfigResponse },
      },
    },
    async () => ({ googleEnabled: googleConfigured(config) }),
  );
};
