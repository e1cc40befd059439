// GET /api/docs: the merged OpenAPI document of every service that answers right now, as JSON for API clients and
// as a readable reference page for browsers (by Accept); GET /api/docs/openapi.json: always the JSON.
import { negotiate } from '@fastify/accept-negotiator';
import type { ServiceName } from '@quizdrill/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Dispatcher, request } from 'undici';
import { compressOwnAnswer } from '../edge/compression.js';
import type { ServiceUpstreams } from '../proxy/upstream-pool.js';
import { REFERENCE_POLICY, renderReference } from './api-reference.js';
import { mergeOpenApi, type OpenApiDocument, type ServiceDocument } from './merge-openapi.js';

const DOCUMENT_TIMEOUT_MS = 2_000;
const JSON_URL = '/api/docs/openapi.json';

/**
 * Whether the client asked for a page: a browser's Accept names text/html first. Clients that send no Accept,
 * `*\/*` or application/json (every API client and test written before the page) keep getting the JSON.
 */
export function wantsPage(accept: string | undefined): boolean {
  return accept !== undefined && negotiate(accept, ['application/json', 'text/html']) === 'text/html';
}

export interface DocsRouteOptions {
  upstreams: Record<ServiceName, ServiceUpstreams>;
  dispatcher: Dispatcher;
  version: string;
}

export async function docsRoutes(app: FastifyInstance, { upstreams, dispatcher, version }: DocsRouteOptions) {
  /** From one replica (they all serve the same document); another is asked only if that one is unreachable. */
  async function fetchDocument(
    service: ServiceName,
    replicas: ServiceUpstreams,
  ): Promise<ServiceDocument | undefined> {
    for (let attempt = 1; attempt <= replicas.size; attempt++) {
      const document = await fetchFrom(service, replicas.pick());
      if (document !== 'unreachable') return document;
    }
    return undefined;
  }

  async function fetchFrom(
    service: ServiceName,
    origin: string,
  ): Promise<ServiceDocument | undefined | 'unreachable'> {
    try {
      const answer = await request(`${origin}/openapi.json`, {
        dispatcher,
        headersTimeout: DOCUMENT_TIMEOUT_MS,
        bodyTimeout: DOCUMENT_TIMEOUT_MS,
      });
      if (answer.statusCode !== 200) {
        await answer.body.dump();
        return undefined;
      }
      return { service, document: (await answer.body.json()) as OpenApiDocument };
    } catch (error) {
      app.log.debug({ err: error, service, origin }, 'no OpenAPI document from service');
      return 'unreachable';
    }
  }

  async function mergedDocument(): Promise<OpenApiDocument> {
    const fetched = await Promise.all(
      (Object.entries(upstreams) as [ServiceName, ServiceUpstreams][]).map(([service, replicas]) =>
        fetchDocument(service, replicas),
      ),
    );
    return mergeOpenApi(
      fetched.filter((document) => document !== undefined),
      version,
    );
  }

  // The merged document is tens of kilobytes of JSON, the page a few times that: sent compressed like the services'
  // large answers.
  app.addHook('onSend', compressOwnAnswer);
  // After the gateway's own hook (a parent's runs first): the page runs no script, so its policy is narrower than
  // the web app's, which that hook has just set.
  app.addHook('onSend', async (_request, reply: FastifyReply, payload) => {
    if (String(reply.getHeader('content-type')).startsWith('text/html')) {
      reply.header('content-security-policy', REFERENCE_POLICY);
    }
    return payload;
  });

  const documentSchema = { 200: Type.Object({}, { additionalProperties: true }) };

  app.get(
    '/api/docs',
    {
      schema: {
        summary:
          'The API reference: an HTML page for browsers (Accept: text/html), else the OpenAPI document as JSON',
        response: documentSchema,
      },
    },
    async (request, reply) => {
      reply.header('vary', 'accept');
      const document = await mergedDocument();
      if (!wantsPage(request.headers.accept)) return document;
      return reply.type('text/html; charset=utf-8').send(renderReference(document, JSON_URL));
    },
  );

  app.get(
    JSON_URL,
    {
      schema: {
        summary: 'OpenAPI document of the whole public API (services that are down are left out)',
        response: documentSchema,
      },
    },
    mergedDocument,
  );
}
