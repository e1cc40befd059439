// GET /api/version: the backend version as plain text (the web app shows it beside FRONTEND_VERSION.txt).

import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

export async function versionRoutes(app: FastifyInstance, { version }: { version: string }) {
  app.get(
    '/api/version',
    {
      schema: {
        summary: 'Backend version, e.g. 0.1.0+abc1234',
        response: { 200: Type.String() },
      },
    },
    async (_request, reply) => reply.type('text/plain; charset=utf-8').send(version),
  );
}
