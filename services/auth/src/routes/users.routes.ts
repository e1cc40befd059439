// The signed-in user's own profile (SPEC.md §7: GET and PATCH /api/v2/users/me).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UpdateMeRequest, UpdateMeResponse, UserResponse } from '@quizdrill/contracts';
import { callerOf, errorResponses, requireCaller } from '@quizdrill/service-kit';
import { currentUser, updateProfile } from '../users/accounts.js';
import { toUserResponse } from '../users/user-view.js';
import type { RouteDependencies } from './dependencies.js';

const errors = errorResponses(400, 401, 409);

export const usersRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (app, { db, tokens }) => {
  const signedIn = requireCaller(tokens);

  app.get(
    '/api/v2/users/me',
    {
      schema: {
        summary: 'The signed-in user',
        tags: ['users'],
        security: [{ bearer: [] }],
        response: { 200: UserResponse, ...errors },
      },
      preHandler: signedIn,
    },
    async (request) => toUserResponse(await currentUser(db, callerOf(request).userId)),
  );

  app.patch(
    '/api/v2/users/me',
    {
      schema: {
        summary: "Change the signed-in user's profile",
        tags: ['users'],
        security: [{ bearer: [] }],
        description:
          'Answers the user and, beyond SPEC §7, a fresh token: a new username outdates the tokens issued before it.',
        body: UpdateMeRequest,
        response: { 200: UpdateMeResponse, ...errors },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const user = await updateProfile(db, callerOf(request).userId, request.body);
      return { ...toUserResponse(user), token: await tokens.issue(user) };
    },
  );
};
