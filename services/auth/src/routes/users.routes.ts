// The signed-in user's own profile (SPEC.md §7: GET and PATCH /api/v2/users/me).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UpdateMeRequest, UserResponse } from '@quizdrill/contracts';
import { callerOf, requireCaller } from '@quizdrill/service-kit';
import { currentUser, updateProfile } from '../users/accounts.js';
import { toUserResponse } from '../users/user-view.js';
import type { RouteDependencies } from './dependencies.js';

const errors = { 400: { $ref: 'ErrorBody' }, 401: { $ref: 'ErrorBody' }, 409: { $ref: 'ErrorBody' } };

export const usersRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (app, { db, tokens }) => {
  const signedIn = requireCaller(tokens);

  app.get(
    '/api/v2/users/me',
    {
      schema: { tags: ['users'], security: [{ bearer: [] }], response: { 200: UserResponse, ...errors } },
      preHandler: signedIn,
    },
    async (request) => toUserResponse(await currentUser(db, callerOf(request).userId)),
  );

  app.patch(
    '/api/v2/users/me',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        body: UpdateMeRequest,
        response: { 200: UserResponse, ...errors },
      },
      preHandler: signedIn,
    },
    async (request) => toUserResponse(await updateProfile(db, callerOf(request).userId, request.body)),
  );
};
