// Assignments (issue 18): a teacher assigns a course to a team, students see their own progress, the teacher the
// class's results as JSON or a CSV download.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Assignment,
  AssignmentList,
  AssignmentParams,
  AssignmentResults,
  CreateAssignmentRequest,
  ResultsQuery,
  UpdateAssignmentRequest,
} from '@quizdrill/contracts';
import { callerOf, errorResponses, type TokenVerifier } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import type { Assignments } from '../assignments/assignments.js';
import { assignmentCsv, assignmentFileName } from '../domain/assignment-csv.js';
import { requireAccount } from './callers.js';
import { jsonOrCsv, sendCsv } from './csv-download.js';

const route = { tags: ['assignments'], security: [{ bearer: [] }] };

export const assignmentsRoutes: FastifyPluginAsyncTypebox<{
  assignments: Assignments;
  tokens: TokenVerifier;
}> = async (app, { assignments, tokens }) => {
  const account = requireAccount(tokens);

  app.post(
    '/api/v2/assignments',
    {
      onRequest: account,
      schema: {
        ...route,
        summary: 'Assign a course to one of your teams (its owner or an admin)',
        body: CreateAssignmentRequest,
        response: { 201: Assignment, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await assignments.create(callerOf(request), request.body)),
  );

  app.get(
    '/api/v2/assignments',
    {
      onRequest: account,
      schema: {
        ...route,
        summary: "The assignments of the caller's teams with their own progress, and those they made",
        response: { 200: AssignmentList, ...errorResponses(401, 503) },
      },
    },
    (request) => assignments.list(callerOf(request)),
  );

  app.patch(
    '/api/v2/assignments/:assignmentId',
    {
      onRequest: account,
      schema: {
        ...route,
        summary: "Change an assignment's due date or note (its team's owner, its maker or an admin)",
        params: AssignmentParams,
        body: UpdateAssignmentRequest,
        response: { 200: Assignment, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => assignments.update(callerOf(request), request.params.assignmentId, request.body),
  );

  app.delete(
    '/api/v2/assignments/:assignmentId',
    {
      onRequest: account,
      schema: {
        ...route,
        summary: "Delete an assignment (its team's owner, its maker or an admin)",
        params: AssignmentParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await assignments.remove(callerOf(request), request.params.assignmentId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v2/assignments/:assignmentId/results',
    {
      onRequest: account,
      schema: {
        ...route,
        summary: "Every student's progress and every question's answers; `?format=csv` a download for Excel",
        params: AssignmentParams,
        querystring: ResultsQuery,
        response: {
          200: jsonOrCsv(AssignmentResults),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const results = await assignments.results(callerOf(request), request.params.assignmentId);
      if (request.query.format !== 'csv') return reply.type('application/json').send(results);
      const language = request.query.language ?? 'sv';
      const fileName = assignmentFileName(results, language);
      return sendCsv(reply, fileName, assignmentCsv(results, language));
    },
  );
};
