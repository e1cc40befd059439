// Logging in, registering, refreshing a token, and the public keys and settings clients need.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthConfigResponse, LoginRequest, RegisterRequest, TokenResponse } from '@quizdrill/contracts';
import { callerOf, cookieValue, errorResponses, requireCaller } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { googleConfigured } from '../config.js';
import type { User } from '../db/tables.js';
import { registrationPolicy } from '../domain/registration-budget.js';
import { currentUser, logIn, register } from '../users/accounts.js';
import {
  DEVICE_COOKIE,
  type DeviceCookies,
  deviceCookieHeader,
  type KnownDevice,
} from '../users/device-cookie.js';
import type { RouteDependencies } from './dependencies.js';

export interface AuthRouteDependencies extends RouteDependencies {
  devices: DeviceCookies;
}

const errors = errorResponses(400, 401, 409, 429);

export const authRoutes: FastifyPluginAsyncTypebox<AuthRouteDependencies> = async (
  app,
  { config, db, tokens, devices },
) => {
  const knownDevicesOf = (request: FastifyRequest) =>
    devices.read(cookieValue(request.headers.cookie, DEVICE_COOKIE));
  /** This browser is now known for `user` (OWASP: a fresh device cookie after every successful login). */
  const registrations = registrationPolicy(config.REGISTRATIONS_PER_ADDRESS_PER_HOUR);
  const rememberDevice = (reply: FastifyReply, known: KnownDevice[], user: User) =>
    reply.header('set-cookie', deviceCookieHeader(devices.remember(known, user.id), config.PUBLIC_URL));

  app.post(
    '/api/v2/auth/login',
    {
      schema: {
        tags: ['auth'],
        description:
          'Sets the quizdrill_device cookie: the browser is then known for this account, and its correct password ' +
          'gets past locks caused by other browsers (OWASP device cookies).',
        body: LoginRequest,
        response: { 200: TokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const knownDevices = knownDevicesOf(request);
      const user = await logIn(db, request.body, { address: request.ip, knownDevices }, request.log);
      rememberDevice(reply, knownDevices, user);
      return { token: await tokens.issue(user) };
    },
  );

  app.post(
    '/api/v2/auth/register',
    {
      schema: {
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
    { schema: { tags: ['auth'], response: { 200: Type.Object({ keys: Type.Array(Type.Any()) }) } } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(tokens.jwks()),
  );

  app.get(
    '/api/v2/auth/config',
    { schema: { tags: ['auth'], response: { 200: AuthConfigResponse } } },
    async () => ({ googleEnabled: googleConfigured(config) }),
  );
};
