// The student's memory (issue 15): the review summary per course, and the desired retention FSRS schedules for.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CourseReviewSummaries,
  QuizErrorCode,
  QuizPreferences,
  REVIEW_HISTORY_DAYS_DEFAULT,
  ReviewHistory,
  ReviewHistoryQuery,
  ReviewQuery,
  ReviewSummary,
} from '@quizdrill/contracts';
import { AppError, callerOf, errorResponses, requireCaller } from '@quizdrill/service-kit';
import { timeZoneOf } from '../memory/memory.js';
import type { QuizRouteDependencies } from './dependencies.js';

const errors = errorResponses(400, 401, 404, 503);
const secured = { tags: ['quiz'], security: [{ bearer: [] }] };

export const memoryRoutes: FastifyPluginAsyncTypebox<QuizRouteDependencies> = async (
  app,
  { memory, loader, model, tokens },
) => {
  app.addHook('onRequest', requireCaller(tokens));

  /** The course's id, its questions loaded into the read model; 404 when no course has that name. */
  async function courseIdOf(courseName: string): Promise<number> {
    let courseId = await loader.courseIdByName(courseName);
    if (courseId !== undefined && !(await model.isLoaded(courseId))) {
      courseId = await loader.load({ courseName });
    }
    if (courseId === undefined) {
      throw new AppError(404, QuizErrorCode.courseNotFound, `Course "${courseName}" not found`);
    }
    return courseId;
  }

  app.get(
    '/api/v2/quiz/review',
    {
      schema: {
        summary: "What the caller's spaced repetition holds: due, new and mastered",
        ...secured,
        description:
          "With `courseName`: that course's summary. Without: `{ courses }`, every course the caller has answered in.",
        querystring: ReviewQuery,
        response: { 200: { anyOf: [ReviewSummary, CourseReviewSummaries] }, ...errors },
      },
    },
    async (request) => {
      const { courseName, timeZone } = request.query;
      const zone = timeZoneOf(timeZone);
      const { userId } = callerOf(request);
      if (courseName === undefined) {
        const courses = await memory.summaries(userId, zone, async (courseId) => {
          if (!(await model.isLoaded(courseId)) && (await loader.load({ courseId })) === undefined) {
            return undefined;
          }
          return model.course(courseId);
        });
        return { courses };
      }
      return memory.summary(userId, await courseIdOf(courseName), zone);
    },
  );

  app.get(
    '/api/v2/quiz/review/history',
    {
      schema: {
        summary: 'Mastery of a course day by day',
        ...secured,
        description:
          "Mastery over time: per day (the user's, oldest first) the course's questions new, learning and mastered " +
          'by the latest answer at the end of that day.',
        querystring: ReviewHistoryQuery,
        response: { 200: ReviewHistory, ...errors },
      },
    },
    async (request) => {
      const { courseName, days = REVIEW_HISTORY_DAYS_DEFAULT, timeZone } = request.query;
      const zone = timeZoneOf(timeZone);
      const courseId = await courseIdOf(courseName);
      return { days: await memory.history(callerOf(request).userId, courseId, days, zone) };
    },
  );

  app.get(
    '/api/v2/quiz/preferences',
    {
      schema: {
        summary: "The caller's quiz settings",
        ...secured,
        response: { 200: QuizPreferences, ...errors },
      },
    },
    (request) => memory.preferences(callerOf(request).userId),
  );

  app.put(
    '/api/v2/quiz/preferences',
    {
      schema: {
        summary: "Change the caller's quiz settings",
        ...secured,
        body: QuizPreferences,
        response: { 200: QuizPreferences, ...errors },
      },
    },
    (request) => memory.setPreferences(callerOf(request).userId, request.body),
  );
};
