// Logging in, registering, refreshing a token, and the public keys and settings clients need.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthConfigResponse, LoginRequest, RegisterRequest, TokenResponse } from '@quizdrill/contracts';
import { callerOf, requireCaller } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import { googleConfigured } from '../config.js';
import { currentUser, logIn, register } from '../users/accounts.js';
import type { RouteDependencies } from './dependencies.js';

const errors = {
  400: { $ref: 'ErrorBody' },
  401: { $ref: 'ErrorBody' },
  409: { $ref: 'ErrorBody' },
  429: { $ref: 'ErrorBody' },
};

export const authRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (
  app,
  { config, db, tokens },
) => {
  app.post(
    '/api/v2/auth/login',
    { schema: { tags: ['auth'], body: LoginRequest, response: { 200: TokenResponse, ...errors } } },
    async (request) => {
      const user = await logIn(db, request.body, request.ip, request.log);
      return { token: await tokens.issue(user) };
    },
  );

  app.post(
    '/api/v2/auth/register',
    { schema: { tags: ['auth'], body: RegisterRequest, response: { 201: TokenResponse, ...errors } } },
    async (request, reply) => {
      const user = await register(db, request.body);
      return reply.status(201).send({ token: await tokens.issue(user) });
    },
  );

  app.post(
    '/api/v2/auth/refresh',
    {
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: TokenResponse, ...errors } },
      preHandler: requireCaller(tokens),
    },
    // The role and premium flag are read again, so a payment or a role change shows up without logging out.
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
