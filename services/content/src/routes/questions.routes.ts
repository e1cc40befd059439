// Questions (SPEC.md §7): create and edit as multipart forms, read, delete, count, and the batch save.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BatchRequest, BatchResponse, IdParams, QuestionResponse } from '@quizdrill/contracts';
import { callerOf, errorResponses, requireCaller } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import { requireAuthor } from '../domain/permissions.js';
import { QUESTION_FORM_DESCRIPTION, readQuestionForm } from '../questions/question-form.js';
import { toQuestionResponse as view } from '../questions/question-view.js';
import {
  createQuestion,
  deleteQuestion,
  manageableQuestion,
  saveBatch,
  updateQuestion,
} from '../questions/questions.js';
import { countQuestions } from '../questions/questions.repository.js';
import type { RouteDependencies } from './dependencies.js';

const errors = errorResponses(400, 401, 403, 404, 413, 415, 422);
const secured = { tags: ['questions'], security: [{ bearer: [] }] };
const multipart = { ...secured, consumes: ['multipart/form-data'], description: QUESTION_FORM_DESCRIPTION };

export const questionsRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (app, { db, tokens }) => {
  // Before validation and body parsing: an unauthenticated request is refused before its body is read.
  app.addHook('onRequest', requireCaller(tokens));

  // Upload routes check who calls before their form is read (issue 39): a student's upload is refused on its head.
  app.post(
    '/api/v2/questions/create',
    {
      schema: {
        summary: 'Add a question to a course',
        ...multipart,
        response: { 201: QuestionResponse, ...errors },
      },
      onRequest: async (request) => requireAuthor(callerOf(request), 'Creating questions'),
    },
    async (request, reply) => {
      const { courseName, ...input } = await readQuestionForm(request);
      return reply.status(201).send(view(await createQuestion(db, callerOf(request), courseName, input)));
    },
  );

  app.get(
    '/api/v2/questions/count',
    {
      schema: {
        summary: 'How many questions a course has',
        ...secured,
        querystring: Type.Object({
          courseName: Type.String({ minLength: 1, description: 'The course to count, by its name.' }),
        }),
        response: { 200: Type.String(), ...errors },
      },
    },
    // Plain text, as SPEC.md §7 says: "plain number text, per course".
    async (request, reply) =>
      reply.type('text/plain').send(String(await countQuestions(db, request.query.courseName))),
  );

  app.post(
    '/api/v2/questions/batch',
    {
      schema: {
        summary: 'Save generated questions, creating their course when needed',
        ...secured,
        body: BatchRequest,
        response: { 201: BatchResponse, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await saveBatch(db, callerOf(request), request.body);
      return reply.status(201).send({ course: saved.course, questions: saved.questions.map(view) });
    },
  );

  app.get(
    '/api/v2/questions/:id',
    {
      schema: {
        summary: 'A question, with its right answer',
        ...secured,
        params: IdParams,
        response: { 200: QuestionResponse, ...errors },
      },
    },
    async (request) => view(await manageableQuestion(db, callerOf(request), request.params.id)),
  );

  app.put(
    '/api/v2/questions/:id',
    {
      schema: {
        summary: 'Change a question',
        ...multipart,
        params: IdParams,
        response: { 200: QuestionResponse, ...errors },
      },
      // After params validation (the id is checked), before the handler reads the form.
      preHandler: async (request) => {
        await manageableQuestion(db, callerOf(request), request.params.id);
      },
    },
    async (request) => {
      const { courseName: _ignored, ...input } = await readQuestionForm(request);
      return view(await updateQuestion(db, callerOf(request), request.params.id, input));
    },
  );

  app.delete(
    '/api/v2/questions/:id',
    {
      schema: {
        summary: 'Delete a question',
        ...secured,
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteQuestion(db, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
