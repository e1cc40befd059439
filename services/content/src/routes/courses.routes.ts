// Courses (SPEC.md §7): list with counts, create, read, change, delete, and the editor's question list.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CourseRequest, CourseResponse, IdParams, QuestionResponse } from '@quizdrill/contracts';
import { callerOf, errorResponses, requireCaller } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import { courseOrThrow, createCourse, deleteCourse, updateCourse } from '../courses/courses.js';
import { listCourses } from '../courses/courses.repository.js';
import { courseQuestions } from '../questions/questions.js';
import type { RouteDependencies } from './dependencies.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const secured = { tags: ['courses'], security: [{ bearer: [] }] };

export const coursesRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (app, { db, tokens }) => {
  // Before validation and body parsing: an unauthenticated request is refused before its body is read.
  app.addHook('onRequest', requireCaller(tokens));

  app.get(
    '/api/v2/courses',
    {
      schema: {
        summary: 'Every course',
        ...secured,
        response: { 200: Type.Array(CourseResponse), ...errors },
      },
    },
    () => listCourses(db),
  );

  app.post(
    '/api/v2/courses',
    {
      schema: {
        summary: 'Create a course',
        ...secured,
        body: CourseRequest,
        response: { 201: CourseResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createCourse(db, callerOf(request), request.body)),
  );

  app.get(
    '/api/v2/courses/:id',
    {
      schema: {
        summary: 'A course',
        ...secured,
        params: IdParams,
        response: { 200: CourseResponse, ...errors },
      },
    },
    (request) => courseOrThrow(db, request.params.id),
  );

  app.put(
    '/api/v2/courses/:id',
    {
      schema: {
        summary: "Change a course's title, description or language",
        ...secured,
        params: IdParams,
        body: CourseRequest,
        response: { 200: CourseResponse, ...errors },
      },
    },
    (request) => updateCourse(db, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v2/courses/:id',
    {
      schema: {
        summary: 'Delete a course and its questions',
        ...secured,
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCourse(db, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v2/courses/:id/questions',
    {
      schema: {
        summary: "A course's questions, with their right answers",
        ...secured,
        params: IdParams,
        response: { 200: Type.Array(QuestionResponse), ...errors },
      },
    },
    (request) => courseQuestions(db, callerOf(request), request.params.id),
  );
};
