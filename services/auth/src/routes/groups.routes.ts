// Teams: the caller's groups and current group, every group for an admin, and the group management educators and
// admins do.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddMemberRequest,
  CreateGroupRequest,
  GroupDetails,
  GroupSummary,
  SelectGroupRequest,
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
