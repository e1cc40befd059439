// Teams: the caller's groups and current group, every group for an admin, the group management educators and
// admins do, and joining a team by its code or from a pasted list (issue 41).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddMemberRequest,
  AddMembersReport,
  AddMembersRequest,
  CreateGroupRequest,
  GroupDetails,
  GroupSummary,
  JoinTeamRequest,
  JoinTeamResponse,
  SelectGroupRequest,
  SetJoinCodeRequest,
  SignInCodeResponse,
  TeamJoinCode,
  UserResponse,
} from '@quizdrill/contracts';
import { callerOf, errorResponses, requireCaller } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import { joinByCode, rotateJoinCode, setJoinCodeEnabled, teamJoinCode } from '../groups/join-codes.js';
import { addMembersFromList } from '../groups/member-list.js';
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
const joinErrors = errorResponses(400, 401, 403, 404, 429);
const TeamId = Type.String({ format: 'uuid', description: 'The team, by its id.' });
const GroupParams = Type.Object({ id: TeamId });
const MemberParams = Type.Object({
  id: TeamId,
  userId: Type.String({ format: 'uuid', description: 'The member, by user id.' }),
});
const NoContent = Type.Null({ description: 'No content' });

export const groupsRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (
  app,
  { db, tokens, config },
) => {
  const publicUrl = config.PUBLIC_URL;
  const signedIn = requireCaller(tokens);
  const secured = { tags: ['groups'], security: [{ bearer: [] }] };

  app.get(
    '/api/v2/users/me/groups',
    {
      schema: {
        summary: "The caller's teams",
        ...secured,
        response: { 200: Type.Array(GroupSummary), ...errors },
      },
      preHandler: signedIn,
    },
    async (request) => myGroups(db, callerOf(request)),
  );

  app.put(
    '/api/v2/users/me/group',
    {
      schema: {
        summary: "Choose the caller's current team",
        ...secured,
        body: SelectGroupRequest,
        response: { 200: UserResponse, ...errors },
      },
      preHandler: signedIn,
    },
    async (request) => toUserResponse(await selectGroup(db, callerOf(request), request.body.groupId)),
  );

  app.get(
    '/api/v2/groups',
    {
      schema: {
        summary: 'Every team (admins)',
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
      schema: {
        summary: 'Create a team',
        ...secured,
        body: CreateGroupRequest,
        response: { 201: GroupDetails, ...errors },
      },
      preHandler: signedIn,
    },
    async (request, reply) =>
      reply.status(201).send(await createGroup(db, callerOf(request), request.body.name, publicUrl)),
  );

  app.post(
    '/api/v2/groups/join',
    {
      schema: {
        summary: 'Join a team by its join code',
        ...secured,
        description:
          'A signed-in student joins the team whose join code this is (typed in any case, with or without the ' +
          "dash; the team's link `/join/<code>` carries it). Joining again changes nothing (`joined: false`). " +
          'Refused: 400 `join_code_malformed`, 404 `join_code_unknown` (also an old code after a new one was ' +
          'made), 403 `join_code_disabled`, 403 `not_a_student` (educators and admins), 429 ' +
          '`too_many_join_attempts` after 10 wrong codes in 10 minutes (`Retry-After`).',
        body: JoinTeamRequest,
        response: { 200: JoinTeamResponse, ...joinErrors },
      },
      preHandler: signedIn,
    },
    async (request) => joinByCode(db, callerOf(request), request.body.code),
  );

  app.get(
    '/api/v2/groups/:id',
    {
      schema: {
        summary: 'A team with its members',
        ...secured,
        params: GroupParams,
        response: { 200: GroupDetails, ...errors },
      },
      preHandler: signedIn,
    },
    async (request) => groupDetails(db, callerOf(request), request.params.id, publicUrl),
  );

  const joinCodeSchema = { ...secured, params: GroupParams, response: { 200: TeamJoinCode, ...errors } };
  app.get(
    '/api/v2/groups/:id/join-code',
    {
      schema: {
        summary: "A team's join code and link",
        ...joinCodeSchema,
        description: "The team's join code and link, for its educator or an admin.",
      },
      preHandler: signedIn,
    },
    async (request) => teamJoinCode(db, callerOf(request), request.params.id, publicUrl),
  );

  app.post(
    '/api/v2/groups/:id/join-code',
    {
      schema: {
        summary: "Replace a team's join code with a new one",
        ...joinCodeSchema,
        description:
          'A new join code, switched on: the old code (and its link and QR code) joins no one any more.',
      },
      preHandler: signedIn,
    },
    async (request) => rotateJoinCode(db, callerOf(request), request.params.id, publicUrl),
  );

  app.patch(
    '/api/v2/groups/:id/join-code',
    {
      schema: {
        summary: "Switch a team's join code off or on",
        ...joinCodeSchema,
        description:
          'Switches the join code off (`enabled: false`: it joins no one) or on again (the same code and link).',
        body: SetJoinCodeRequest,
      },
      preHandler: signedIn,
    },
    async (request) =>
      setJoinCodeEnabled(db, callerOf(request), request.params.id, request.body.enabled, publicUrl),
  );

  app.delete(
    '/api/v2/groups/:id',
    {
      schema: {
        summary: 'Delete a team',
        ...secured,
        params: GroupParams,
        response: { 204: NoContent, ...errors },
      },
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
        summary: 'Add a student to a team',
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
        .send(await addMember(db, callerOf(request), request.params.id, request.body.username, publicUrl)),
  );

  app.post(
    '/api/v2/groups/:id/members/bulk',
    {
      schema: {
        summary: 'Add the students of a pasted list to a team',
        ...secured,
        description:
          'Adds the students a pasted list names: usernames or e-mail addresses, one per line or separated by ' +
          'commas, semicolons or tabs (at most 300). The answer reports every entry with its line: `added`, ' +
          '`already_member`, `not_found`, `not_a_student`, `duplicate` or `invalid`, and the team as it is now.',
        params: GroupParams,
        body: AddMembersRequest,
        response: { 200: AddMembersReport, ...errors },
      },
      preHandler: signedIn,
    },
    async (request) =>
      addMembersFromList(db, callerOf(request), request.params.id, request.body.list, publicUrl),
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
      schema: {
        summary: 'Remove a member from a team',
        ...secured,
        params: MemberParams,
        response: { 204: NoContent, ...errors },
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      await removeMember(db, callerOf(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
