// The floor of the classroom bench: the least a server can do for start · next · submit. One Fastify app, one
// ioredis connection and the quiz service's own HotPath (so exactly the same Redis scripts), but no token check,
// no schemas, no logging, no hooks. Every request acts for one fixed student; the load generator still sends its
// Authorization header, so the bytes on the wire are the same as for the real targets.
import { QUIZ_FINISHED_TEXT } from '@quizdrill/contracts';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import {
  CourseModel,
  HotPath,
  parseSessionId,
  QuizKeys,
  questionBody,
  startBody,
  submitAnswerOf,
} from '../../services/quiz/dist/hot-path/index.js';

const STUDENT = { userId: '00000000-0000-4000-8000-000000000000', username: 'floor-student' };
const SESSION_TTL_SECONDS = 3600;

/** `keyPrefix` should differ from the quiz service's, or its answer relay would publish the floor's answers. */
export async function buildFloor({ redisUrl, keyPrefix }) {
  const redis = new Redis(redisUrl);
  const keys = new QuizKeys(keyPrefix);
  const hotPath = new HotPath(redis, keys, SESSION_TTL_SECONDS);
  const model = new CourseModel(redis, keys);
  const app = Fastify({ logger: false });
  app.addHook('onClose', () => redis.quit());

  // Like the service: the course id by name, then the start script, which answers the first question too.
  app.post('/api/v2/quiz/start', async (request, reply) => {
    const { courseName, orderType = 'ORDER' } = request.query;
    const courseId = await model.courseIdByName(courseName);
    const started = courseId && (await hotPath.start(STUDENT, courseId, orderType, 0));
    if (started?.status !== 'ok') return reply.code(404).send({ status: started?.status ?? 'no_course' });
    return reply.type('application/json').send(startBody(started.sessionId, started.first));
  });

  app.get('/api/v2/quiz/next', async (request, reply) => {
    const ref = parseSessionId(request.query.sessionId ?? '');
    const next = ref && (await hotPath.next(STUDENT, ref));
    if (next?.status === 'question') {
      return reply.type('application/json').send(questionBody(next.question, next.step, next.total));
    }
    if (next?.status === 'finished') return reply.type('text/plain').send(QUIZ_FINISHED_TEXT);
    return reply.code(404).send({ status: next?.status ?? 'missing' });
  });

  app.post('/api/v2/quiz/submit', async (request, reply) => {
    const { sessionId = '', answer = '', questionId } = request.query;
    const ref = parseSessionId(sessionId);
    const result =
      ref &&
      (await hotPath.submit(
        STUDENT,
        ref,
        sessionId,
        answer.toUpperCase(),
        questionId === undefined ? undefined : Number(questionId),
      ));
    if (result?.status !== 'ok') return reply.code(409).send({ status: result?.status ?? 'missing' });
    const graded = submitAnswerOf(result);
    return graded.kind === 'movedOn' ? reply.type('application/json').send(graded.json) : graded.response;
  });

  return app;
}
