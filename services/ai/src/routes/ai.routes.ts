// The AI calls of SPEC.md §7 (synchronous: they enqueue and wait) and the job API the web app follows progress by.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AI_PROVIDER_HEADER,
  AI_PROVIDERS,
  AiProvidersResponse,
  ExplainRequest,
  GeneratedOption,
  GeneratedQuestion,
  GenerateQuestionsRequest,
  JobKind,
  type JobPayload,
  JobStatus,
  type QueueName,
  RegenerateOptionsRequest,
} from '@quizdrill/contracts';
import { AppError, callerOf, errorResponses, requireCaller } from '@quizdrill/service-kit';
import { CloneType, type Static, type TSchema, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAiAccess } from '../domain/permissions.js';
import { generationPayload, jobStatus, regenerationPayload } from '../jobs/job-runner.js';
import { UsageRow } from '../usage/usage.repository.js';
import type { AiRouteDependencies } from './dependencies.js';
import { OpenStreams, streamJobEvents } from './job-events.js';
import { readPhoto } from './photo-upload.js';

const errors = errorResponses(400, 401, 403, 404, 413, 415, 422, 429, 502, 503);
const secured = { tags: ['ai'], security: [{ bearer: [] }] };

/** `Idempotency-Key`: the same key (per user and kind) finds the job it started instead of starting another. */
const idempotencyKey = (request: FastifyRequest) => {
  const value = request.headers['idempotency-key'];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
};

/**
 * `POST /jobs/{kind}` takes the body of the kind's own endpoint, so it is checked here rather than by route: as
 * route bodies are, without converting types (`"maxQuestions": "3"` is refused, not read as 3).
 */
function checked<S extends TSchema>(schema: S, body: unknown): Static<S> {
  const value = Value.Clean(schema, structuredClone(body ?? {}));
  const problem = Value.Errors(schema, value).First();
  if (problem)
    throw AppError.badRequest(
      `body${problem.path.replaceAll('/', '.')} ${problem.message}`,
      'validation_failed',
    );
  return value as Static<S>;
}

const JobParams = Type.Object({
  id: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'The job, as `POST /api/v2/jobs/{kind}` answered it.',
  }),
});
const providerNames = [...AI_PROVIDERS];

export const aiRoutes: FastifyPluginAsyncTypebox<AiRouteDependencies> = async (
  app,
  { jobs, explainer, usage, tokens, queues, providers },
) => {
  // Before validation and body parsing: an unauthenticated request is refused before its body is read.
  app.addHook('onRequest', requireCaller(tokens));
  const streams = new OpenStreams();
  app.addHook('preClose', async () => streams.endAll());

  /**
   * The spec's synchronous endpoints: start the job, wait for its result. The body is the spec's; who made it (a
   * model, or the built-in generator) goes in a header.
   */
  const runJob = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: JobKind,
    payload: JobPayload<QueueName>,
  ) => {
    const job = await jobs.start(callerOf(request), kind, payload, idempotencyKey(request));
    const { result, provider } = await jobs.result<T>(kind, job);
    if (provider !== 'ocr') reply.header(AI_PROVIDER_HEADER, provider);
    return result;
  };
  const providerHeader = {
    [AI_PROVIDER_HEADER]: {
      type: 'string',
      enum: providerNames,
      description: 'Who answered: the model asked for, or `offline` (the built-in one) when that has no key.',
    },
  };

  app.post(
    '/api/v2/explain',
    {
      schema: {
        summary: 'Explain the right answer to a question (AI)',
        ...secured,
        description:
          'An explanation of the right answer, as plain text in the requested language. The `X-AI-Provider` ' +
          'header names who gave it: the model asked for, or `offline` (the built-in explainer) when that model ' +
          'has no key.',
        body: ExplainRequest,
        response: { 200: { type: 'string', headers: providerHeader }, ...errors },
      },
    },
    async (request, reply) => {
      const { text, provider } = await explainer.explain(callerOf(request), request.body);
      return reply.type('text/plain').header(AI_PROVIDER_HEADER, provider).send(text);
    },
  );

  app.post(
    '/api/v2/generate-questions',
    {
      schema: {
        summary: 'Write questions from a text (AI)',
        ...secured,
        description: 'The generated questions; `X-AI-Provider` names who made them.',
        body: GenerateQuestionsRequest,
        response: { 200: { ...Type.Array(GeneratedQuestion), headers: providerHeader }, ...errors },
      },
    },
    (request, reply) =>
      runJob(request, reply, 'generate-questions', generationPayload(callerOf(request), request.body)),
  );

  app.post(
    '/api/v2/questions/regenerate-options',
    {
      schema: {
        summary: 'Write new options for a question (AI)',
        ...secured,
        description: 'New options for the question; `X-AI-Provider` names who made them.',
        body: RegenerateOptionsRequest,
        response: { 200: { ...Type.Array(GeneratedOption), headers: providerHeader }, ...errors },
      },
    },
    (request, reply) =>
      runJob(request, reply, 'regenerate-options', regenerationPayload(callerOf(request), request.body)),
  );

  // Who may use AI is checked before a body is read (issue 39): a student's upload is refused on its head.
  const aiUsersOnly = { onRequest: async (request: FastifyRequest) => requireAiAccess(callerOf(request)) };

  app.post(
    '/api/v2/phototoquiz',
    {
      ...aiUsersOnly,
      schema: {
        summary: 'Read the text of a photo (OCR), to write questions from',
        ...secured,
        description:
          'The text read from a photo (multipart field `file`, PNG or JPEG, at most 5 MB and 40 megapixels).',
        consumes: ['multipart/form-data'],
        response: { 200: Type.String(), ...errors },
      },
    },
    async (request, reply) => {
      const text = await runJob<string>(
        request,
        reply,
        'phototoquiz',
        await readPhoto(request, callerOf(request)),
      );
      return reply.type('text/plain').send(text);
    },
  );

  const startJob = async (request: FastifyRequest, reply: FastifyReply, kind: JobKind) => {
    const caller = callerOf(request);
    const payload =
      kind === 'phototoquiz'
        ? await readPhoto(request, caller)
        : kind === 'generate-questions'
          ? generationPayload(caller, checked(GenerateQuestionsRequest, request.body))
          : regenerationPayload(caller, checked(RegenerateOptionsRequest, request.body));
    const job = await jobs.start(caller, kind, payload, idempotencyKey(request));
    return reply.status(202).send({ jobId: job.id! });
  };
  const jobStarted = { 202: Type.Object({ jobId: Type.String() }), ...errors };

  app.post(
    '/api/v2/jobs/:kind',
    {
      ...aiUsersOnly,
      schema: {
        summary: 'Start an AI job in the background',
        ...secured,
        description:
          'Starts a job and answers at once with its id; follow it at /api/v2/jobs/{id} or /api/v2/jobs/{id}/events. ' +
          'The body is that of the matching synchronous endpoint (multipart `file` for phototoquiz).',
        params: Type.Object({
          kind: CloneType(JobKind, {
            description: 'What the job does: the synchronous endpoint of the same name.',
          }),
        }),
        response: jobStarted,
      },
    },
    (request, reply) => startJob(request, reply, request.params.kind),
  );

  // A route of its own, for the upload's body limit (bodyLimitFor): the other kinds take JSON of at most 1 MiB.
  app.post(
    '/api/v2/jobs/phototoquiz',
    {
      ...aiUsersOnly,
      schema: { ...secured, hide: true, consumes: ['multipart/form-data'], response: jobStarted },
    },
    (request, reply) => startJob(request, reply, 'phototoquiz'),
  );

  app.get(
    '/api/v2/jobs/:id',
    {
      schema: {
        summary: "An AI job's state and, once done, its result",
        ...secured,
        params: JobParams,
        response: { 200: JobStatus, ...errors },
      },
    },
    async (request) => {
      const { kind, job } = await jobs.owned(callerOf(request), request.params.id);
      return jobStatus(kind, job);
    },
  );

  app.get(
    '/api/v2/jobs/:id/events',
    {
      schema: {
        summary: "An AI job's progress as server-sent events",
        ...secured,
        description:
          'Server-sent events: `progress` (data: JobStatus) while the job runs, then one `completed` or `failed`.',
        params: JobParams,
      },
    },
    async (request, reply) => {
      const found = await jobs.owned(callerOf(request), request.params.id);
      await streamJobEvents(queues, streams, found, request, reply);
    },
  );

  app.get(
    '/api/v2/ai/providers',
    {
      schema: {
        summary: 'Which AI models are available',
        ...secured,
        description:
          'Which AI models have a key, so a model select can mark the others (a request naming one without a key ' +
          'is answered by the built-in `offline` provider), and who answers a request that names no model.',
        response: { 200: AiProvidersResponse, ...errors },
      },
    },
    async () => providers,
  );

  app.get(
    '/api/v2/ai/usage',
    {
      schema: {
        summary: 'AI use per user and provider (admins)',
        ...secured,
        description: 'AI use per user and provider over the last 30 days (admins only).',
        response: { 200: Type.Array(UsageRow), ...errors },
      },
    },
    async (request) => {
      if (callerOf(request).role !== 'ROLE_ADMIN') throw AppError.forbidden('Only admins may see AI usage');
      return usage.lastDays(30);
    },
  );
};
