// The admin SQL console (SPEC.md §7: POST /admin/sql), admins only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SqlRequest, SqlResult } from '@quizdrill/contracts';
import { callerOf, errorResponses, requireCaller } from '@quizdrill/service-kit';
import {
  createConsolePool,
  giveRoleDevelopmentPassword,
  sqlConsoleDatabaseUrl,
} from '../sql-console/console-database.js';
import { createSqlConsole } from '../sql-console/sql-console.js';
import type { RouteDependencies } from './dependencies.js';

const errors = errorResponses(400, 401, 403, 503);

export const sqlRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (
  app,
  { config, db, tokens },
) => {
  // Opens no connection yet: a console that cannot log in fails its statements (503), never the service's start.
  const consolePool = createConsolePool(sqlConsoleDatabaseUrl(config), app.log);
  app.addHook('onClose', () => consolePool.end());
  await giveRoleDevelopmentPassword(db, config, app.log);
  const sqlConsole = createSqlConsole({ consolePool, db, logger: app.log });

  app.post(
    '/admin/sql',
    {
      schema: {
        tags: ['admin'],
        summary: 'Run one read-only SQL statement (admins)',
        description:
          'Runs one read-only statement (SELECT, or EXPLAIN of one) as the SQL console role, in a read-only ' +
          'transaction (at most 1,000 rows and 1 MB of answer, each value cut to 10,000 bytes with a marker, 1 s); ' +
          'audited. A refusal is 400 with `error` one of the error.sql* codes, or the database message itself',
        security: [{ bearer: [] }],
        body: SqlRequest,
        response: { 200: SqlResult, ...errors },
      },
      preHandler: requireCaller(tokens, ['ROLE_ADMIN']),
      // A statement with a NUL is refused by the console itself, which audits the attempt (statement-guard.ts).
      config: { acceptsControlCharacters: true },
    },
    (request) => sqlConsole.execute(callerOf(request), request.body.sql),
  );
};
