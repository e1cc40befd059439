// A user's rights (issue 44): export one's data, delete one's account; an admin or a pupil's teacher exports a
// pupil, an admin erases anyone and watches the erasures until every service has confirmed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EraseMeRequest,
  ErasureListResponse,
  ErasureRecord,
  UserExportQuery,
  UserExportResponse,
  Username,
} from '@quizdrill/contracts';
import { callerOf, errorResponses, requireCaller } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { eraseMe, eraseUser } from '../privacy/erasure.js';
import { exportPage } from '../privacy/export-page.js';
import { listErasures } from '../privacy/privacy.repository.js';
import { type ExportDependencies, exportableUser, exportUser } from '../privacy/user-export.js';
import type { RouteDependencies } from './dependencies.js';

const exportDescription =
  'Everything every service holds about the user, gathered from each (may take a few seconds): JSON, or with ' +
  '`format=html` the same as a readable page. Sent as a download (Content-Disposition: attachment).';

const ERASURES_LISTED = 100;

function sendExport(reply: FastifyReply, data: UserExportResponse, format: UserExportQuery['format']) {
  const name = `quizdrill-${data.username}-${data.exportedAt.slice(0, 10)}`;
  if (format === 'html') {
    return reply
      .header('content-disposition', `attachment; filename="${name}.html"`)
      .type('text/html; charset=utf-8')
      .send(exportPage(data));
  }
  return reply.header('content-disposition', `attachment; filename="${name}.json"`).send(data);
}

export const privacyRoutes: FastifyPluginAsyncTypebox<
  RouteDependencies & Omit<ExportDependencies, 'db'>
> = async (app, { db, tokens, nats, namespace }) => {
  const signedIn = requireCaller(tokens);
  const admin = requireCaller(tokens, ['ROLE_ADMIN']);
  const exporting = { db, nats, namespace };

  app.get(
    '/api/v2/users/me/export',
    {
      schema: {
        summary: 'Export everything held about the caller',
        tags: ['users'],
        security: [{ bearer: [] }],
        description: exportDescription,
        querystring: UserExportQuery,
        response: {
          200: { ...UserExportResponse, description: 'The export (HTML when format=html)' },
          ...errorResponses(400, 401, 503),
        },
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const user = await exportableUser(db, caller, caller.username);
      return sendExport(reply, await exportUser(exporting, user), request.query.format);
    },
  );

  app.get(
    '/api/v2/users/:username/export',
    {
      schema: {
        summary: 'Export everything held about a user',
        tags: ['users'],
        security: [{ bearer: [] }],
        description: `${exportDescription} For an admin (any user) or a teacher of a team the user is in.`,
        params: Type.Object({ username: Username }),
        querystring: UserExportQuery,
        response: { 200: UserExportResponse, ...errorResponses(400, 401, 403, 404, 503) },
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const user = await exportableUser(db, callerOf(request), request.params.username);
      return sendExport(reply, await exportUser(exporting, user), request.query.format);
    },
  );

  app.delete(
    '/api/v2/users/me',
    {
      schema: {
        summary: "Delete the caller's own account and all their data",
        tags: ['users'],
        security: [{ bearer: [] }],
        description:
          "Deletes the caller's account and everything about them in every service (the password again, 403 if " +
          'wrong). Answers 202 with the erasure: auth has erased them and their tokens stop working now; the other ' +
          'services follow and confirm. Bookkeeping records stay without their identity (the record says what).',
        body: EraseMeRequest,
        response: { 202: ErasureRecord, ...errorResponses(400, 401, 403, 409) },
      },
      preHandler: signedIn,
    },
    async (request, reply) => reply.code(202).send(await eraseMe(db, callerOf(request).userId, request.body)),
  );

  app.delete(
    '/api/v2/users/:username',
    {
      schema: {
        summary: 'Erase a user (admins)',
        tags: ['users'],
        security: [{ bearer: [] }],
        description:
          'An admin erases a user, as DELETE /api/v2/users/me does for oneself. 202 with the erasure.',
        params: Type.Object({ username: Username }),
        response: { 202: ErasureRecord, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: admin,
    },
    async (request, reply) =>
      reply.code(202).send(await eraseUser(db, callerOf(request).userId, request.params.username)),
  );

  app.get(
    '/api/v2/users/erasures',
    {
      schema: {
        summary: 'The latest erasures and their confirmations (admins)',
        tags: ['users'],
        security: [{ bearer: [] }],
        description: `Admins: the newest ${ERASURES_LISTED} erasures, unfinished first, with each service's confirmation and what it kept.`,
        response: { 200: ErasureListResponse, ...errorResponses(401, 403) },
      },
      preHandler: admin,
    },
    async () => listErasures(db, ERASURES_LISTED),
  );
};
