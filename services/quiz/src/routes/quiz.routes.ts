// The quiz (SPEC.md §7): start, next, submit; and the student's progress: sessions to continue, statistics.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ANSWER_FORMS,
  CourseStats,
  CurrentSession,
  QUIZ_FINISHED_TEXT,
  QuizQuestion,
  SessionQuery,
  StartQuery,
  StartResponse,
  StatsQuery,
  SubmitQuery,
  SubmitResponse,
} from '@quizdrill/contracts';
import { callerOf, errorResponses, quietLogLevel, requireCaller } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import type { QuizRouteDependencies } from './dependencies.js';

const errors = errorResponses(400, 401, 404, 409, 503);

/** How each kind of question is answered, for the API reference (contracts' ANSWER_FORMS). */
const answerForms = Object.entries(ANSWER_FORMS)
  .map(([kind, form]) => `\`${kind}\`: ${form}`)
  .join('; ');

const NEXT_DESCRIPTION =
  `The current question, or \`200 text/plain\` "${QUIZ_FINISHED_TEXT}" once the quiz is finished. Its \`kind\` ` +
  'says how it is answered: single and truefalse by picking one of `options` (truefalse: A true, B false), ' +
  'multiple by ticking every option that applies, short by typing text, numeric by typing a number, matching by ' +
  'picking one of `options` for each of `prompts` (the left items, in order). Short and numeric questions have no ' +
  `options. The answer \`submit\` takes, by kind: ${answerForms}.`;

const SUBMIT_DESCRIPTION =
  "Grades the answer to the session's current question, once: another answer to it is refused with 409 " +
  "`already_answered` and counts nothing. The answer is written in the form of the question's `kind` " +
  `(${answerForms}); one the kind cannot read, or naming an option the question lacks, is 400 \`invalid_answer\`, ` +
  'whose message names the form, and leaves the question open. The response: `correct` (full credit), `credit` ' +
  '(0–1: partial for multiple, matching and weighted short or numeric answers), `correctOption` (the right ' +
  "answer in the same form), `feedback` (the teacher's on what was answered) and `explanation` (the question's). " +
  'With `questionId` the session also moves on and `next` carries the next question (or that the quiz is over).';
const secured = { tags: ['quiz'], security: [{ bearer: [] }] };

export const quizRoutes: FastifyPluginAsyncTypebox<QuizRouteDependencies> = async (
  app,
  { quiz, progress, tokens },
) => {
  // Before validation and body parsing: an unauthenticated request is refused before its body is read.
  app.addHook('onRequest', requireCaller(tokens));
  // start, next and submit are what a classroom sends, thousands a second: no access log line for each.
  const logLevel = quietLogLevel(app);

  app.post(
    '/api/v2/quiz/start',
    {
      logLevel,
      schema: {
        summary: 'Start a quiz session in a course',
        ...secured,
        querystring: StartQuery,
        response: { 200: StartResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { courseName, orderType = 'ORDER', startQuestion = 0, timeZone } = request.query;
      const caller = callerOf(request);
      const started = await quiz.start(caller, courseName, orderType, startQuestion, timeZone);
      await progress.sessionStarted(caller.userId, started.sessionId);
      // The first question is already JSON (as for next), spliced into a body sent as it is.
      return reply.type('application/json').send(started.json);
    },
  );

  app.get(
    '/api/v2/quiz/next',
    {
      logLevel,
      schema: {
        summary: "The session's current question",
        ...secured,
        description: NEXT_DESCRIPTION,
        querystring: SessionQuery,
        response: {
          200: {
            content: {
              'application/json': { schema: QuizQuestion },
              'text/plain': { schema: Type.Literal(QUIZ_FINISHED_TEXT) },
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const next = await quiz.next(callerOf(request), request.query.sessionId);
      // The question is already JSON (stored so in Redis): sent as it is, not parsed and serialized again.
      return next.kind === 'question'
        ? reply.type('application/json').send(next.json)
        : reply.type('text/plain').send(next.text);
    },
  );

  app.post(
    '/api/v2/quiz/submit',
    {
      logLevel,
      schema: {
        summary: 'Answer the current question (and, with `questionId`, get the next)',
        ...secured,
        description: SUBMIT_DESCRIPTION,
        querystring: SubmitQuery,
        response: { 200: SubmitResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { sessionId, answer, questionId } = request.query;
      const submitted = await quiz.submit(callerOf(request), sessionId, answer, questionId);
      // Moved on: the next question is already JSON (as for next), spliced into a body sent as it is.
      return submitted.kind === 'graded'
        ? submitted.response
        : reply.type('application/json').send(submitted.json);
    },
  );

  app.get(
    '/api/v2/quiz/sessions/current',
    {
      schema: {
        summary: "The caller's unfinished sessions, to continue one",
        ...secured,
        response: { 200: Type.Array(CurrentSession), ...errors },
      },
    },
    (request) => progress.currentSessions(callerOf(request).userId),
  );

  app.get(
    '/api/v2/quiz/stats',
    {
      schema: {
        summary: "The caller's progress in a course",
        ...secured,
        querystring: StatsQuery,
        response: { 200: CourseStats, ...errors },
      },
    },
    (request) => progress.courseStats(callerOf(request).userId, request.query.courseName),
  );
};
