// Teams: the caller's groups and current group, every group for an admin, and the group management educators and
// admins do.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddMemberRequest,
  CreateGroupRequest,
  GroupDetails,
  GroupSummary,
  SelectGroupRequest,
  SignInCodeResponse,
  UserResponse,
} from '@quizdrill/contracts';
import { callerOf, errorResponses, requireCaller } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import {
  addMember,
  createGroup,
  deleteGroup,
  everyGroup,
  groupDetails,
  makeSignInCode,
  myGroups,
  removeMember,
  selectGroup,
} from '../groups/teams.js';
import { toUserResponse } from '../users/user-view.js';
import type { RouteDependencies } from './dependencies.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const Uuid = Type.String({ format: 'uuid' });
const GroupParams = Type.Object({ id: Uuid });
const MemberParams = Type.Object({ id: Uuid, userId: Uuid });
const NoContent = Type.Null({ description: 'No content' });

export const groupsRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (app, { db, tokens }) => {
  const signedIn = requireCaller(tokens);
  const secured = { tags: ['groups'], security: [{ bearer: [] }] };

  app.get(
    '/api/v2/users/me/groups',
    { schema: { ...secured, response: { 200: Type.Array(GroupSummary), ...errors } }, preHandler: signedIn },
    async (request) => myGroups(db, callerOf(request)),
  );

  app.put(
    '/api/v2/users/me/group',
    {
      schema: { ...secured, body: SelectGroupRequest, response: { 200: UserResponse, ...errors } },
      preHandler: signedIn,
    },
    async (request) => toUserResponse(await selectGroup(db, callerOf(request), request.body.groupId)),
  );

  app.get(
    '/api/v2/groups',
    {
      schema: {
        ...secured,
        description: 'Every team, by name: for an admin only (others 403).',
        response: { 200: Type.Array(GroupSummary), ...errors },
      },
      preHandler: signedIn,
    },
    async (request) => everyGroup(db, callerOf(request)),
  );

  app.post(
    '/api/v2/groups',
    {
      schema: { ...secured, body: CreateGroupRequest, response: { 201: GroupDetails, ...errors } },
      preHandler: signedIn,
    },
    async (request, reply) =>
      reply.status(201).send(await createGroup(db, callerOf(request), request.body.name)),
  );

  app.get(
    '/api/v2/groups/:id',
    {
      schema: { ...secured, params: GroupParams, response: { 200: GroupDetails, ...errors } },
      preHandler: signedIn,
    },
    async (request) => groupDetails(db, callerOf(request), request.params.id),
  );

  app.delete(
    '/api/v2/groups/:id',
    {
      schema: { ...secured, params: GroupParams, response: { 204: NoContent, ...errors } },
      preHandler: signedIn,
    },
    async (request, reply) => {
      await deleteGroup(db, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v2/groups/:id/members',
    {
      schema: {
        ...secured,
        params: GroupParams,
        body: AddMemberRequest,
        response: { 201: GroupDetails, ...errors },
      },
      preHandler: signedIn,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addMember(db, callerOf(request), request.params.id, request.body.username)),
  );

  app.post(
    '/api/v2/groups/:id/members/:userId/sign-in-code',
    {
      schema: {
        ...secured,
        summary: 'A one-time sign-in code for a member locked out of their account (issue 39)',
        description:
          'For whoever manages the team (a student member) or an admin (anyone). The member types it on the login ' +
          'page (`POST /api/v2/auth/sign-in-code`): that browser is then one the account knows, past the lock on ' +
          'unknown browsers. Valid for 60 minutes, once; a new code replaces the one before.',
        params: MemberParams,
        response: { 201: SignInCodeResponse, ...errors },
      },
      preHandler: signedIn,
    },
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(await makeSignInCode(db, callerOf(request), request.params.id, request.params.userId)),
  );

  app.delete(
    '/api/v2/groups/:id/members/:userId',
    {
      schema: { ...secured, params: MemberParams, response: { 204: NoContent, ...errors } },
      preHandler: signedIn,
    },
    async (request, reply) => {
      await removeMember(db, callerOf(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
