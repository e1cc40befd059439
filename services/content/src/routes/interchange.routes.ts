// Question banks in and out of a course (issue 16): import (a dry run or for real), list and undo imports, export.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ExportQuery,
  Id,
  IdParams,
  ImportList,
  ImportPreview,
  ImportQuery,
  ImportRefused,
  ImportResult,
  ImportUndone,
  MAX_IMPORT_BYTES,
} from '@quizdrill/contracts';
import { AppError, callerOf, errorResponses, requireCaller } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { requireAuthor } from '../domain/permissions.js';
import {
  exportCourse,
  ImportRefusedError,
  importableCourse,
  importQuestions,
  importTooLarge,
  listImports,
  previewImport,
  undoImport,
} from '../questions/question-import.js';
import type { RouteDependencies } from './dependencies.js';

const ImportRef = Type.Object({
  id: Id,
  importId: Type.String({
    format: 'uuid',
    description: "The import to undo, as the course's import list names it.",
  }),
});
const errors = errorResponses(400, 401, 403, 404, 413, 415);
const secured = { tags: ['import and export'], security: [{ bearer: [] }] };
const TEXT_TYPES = ['text/plain', 'text/csv', 'text/tab-separated-values', 'application/octet-stream'];

/** The file as bytes: the `file` part of a multipart form, or the body itself. */
async function fileOf(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    // Raw bytes come only through the text parsers above; no body, or JSON, is not a question bank.
    if (Buffer.isBuffer(request.body)) return request.body;
    throw AppError.badRequest('Send the question bank as the form field "file", or as a text/plain body');
  }
  const part = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
  if (part?.fieldname !== 'file')
    throw AppError.badRequest('Send the question bank as the form field "file"');
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw importTooLarge();
  return bytes;
}

export const interchangeRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (
  app,
  { db, tokens, reader },
) => {
  app.addHook('onRequest', requireCaller(tokens));

  // Files arrive as raw bytes (they may not be UTF-8: see interchange/text.ts), up to the import limit.
  app.removeContentTypeParser(['text/plain']);
  app.addContentTypeParser(
    TEXT_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );
  // Too large, said with the limit: whether Fastify's body limit or multipart's file limit noticed it.
  app.setErrorHandler((error) => {
    const code = (error as { code?: string }).code;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE') throw importTooLarge();
    throw error;
  });

  app.post(
    '/api/v2/courses/:id/import',
    {
      schema: {
        summary: 'Import questions from a GIFT, Aiken, CSV or Quizlet file',
        ...secured,
        description:
          'Appends the questions of a GIFT, Aiken, CSV or Quizlet file (multipart field `file`, or the body as ' +
          'text/plain) to the course. `dryRun=true` answers what would be imported and stores nothing. A real ' +
          'import is all or nothing: any error, and 400 lists them all by line.',
        params: IdParams,
        querystring: ImportQuery,
        consumes: ['multipart/form-data', ...TEXT_TYPES],
        response: { 200: ImportPreview, 201: ImportResult, ...errors, 400: ImportRefused },
      },
      // Who may import is checked before the file is read (issue 39); whose course it is, before the form is.
      onRequest: async (request) => requireAuthor(callerOf(request), 'Importing questions'),
      preHandler: async (request) => {
        await importableCourse(db, callerOf(request), request.params.id);
      },
    },
    async (request, reply) => {
      const bytes = await fileOf(request);
      const caller = callerOf(request);
      const format = request.query.format ?? 'auto';
      if (request.query.dryRun) {
        // JSON made in the reader's thread: sent as it is (an ImportPreview), not serialised again here.
        const preview = await previewImport(db, reader, caller, request.params.id, bytes, format);
        return reply.type('application/json; charset=utf-8').send(preview);
      }
      try {
        const imported = await importQuestions(db, reader, caller, request.params.id, bytes, format);
        return reply.status(201).send(imported);
      } catch (error) {
        if (!(error instanceof ImportRefusedError)) throw error;
        return reply.status(400).send({ error: error.code, message: error.message, errors: error.errors });
      }
    },
  );

  app.get(
    '/api/v2/courses/:id/imports',
    {
      schema: {
        summary: "A course's imports, to undo one",
        ...secured,
        description:
          "The course's imports that still have questions in it, newest first, each with its format and how many " +
          'of its questions remain; for its owner or an admin. Undo one with DELETE …/imports/{importId}.',
        params: IdParams,
        response: { 200: ImportList, ...errors },
      },
    },
    async (request) => listImports(db, callerOf(request), request.params.id),
  );

  app.delete(
    '/api/v2/courses/:id/imports/:importId',
    {
      schema: {
        summary: 'Undo an import: remove the questions it added',
        ...secured,
        params: ImportRef,
        response: { 200: ImportUndone, ...errors },
      },
    },
    async (request) => ({
      removed: await undoImport(db, callerOf(request), request.params.id, request.params.importId),
    }),
  );

  app.get(
    '/api/v2/courses/:id/export',
    {
      schema: {
        summary: 'Export a course as a GIFT, Aiken or CSV file',
        ...secured,
        description:
          'The course as a GIFT, Aiken or CSV file (CSV for Swedish Excel: semicolons and a BOM), for its owner ' +
          'or an admin. Images are not carried; Aiken carries no explanations.',
        params: IdParams,
        querystring: ExportQuery,
        produces: ['text/plain', 'text/csv'],
        response: { 200: Type.String(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await exportCourse(db, callerOf(request), request.params.id, request.query.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-export-note', 'Images are not carried by this format')
        .send(file.body);
    },
  );
};
