// GET /api/docs: the merged OpenAPI document of every service that answers right now.
import type { ServiceName } from '@quizdrill/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type Dispatcher, request } from 'undici';
import { compressOwnJson } from '../edge/compression.js';
import type { ServiceUpstreams } from '../proxy/upstream-pool.js';
import { mergeOpenApi, type OpenApiDocument, type ServiceDocument } from './merge-openapi.js';

const DOCUMENT_TIMEOUT_MS = 2_000;

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

  // The merged document is tens of kilobytes of JSON: sent compressed like the services' large answers.
  app.addHook('onSend', compressOwnJson);

  app.get(
    '/api/docs',
    {
      schema: {
        summary: 'OpenAPI document of the whole public API (services that are down are left out)',
        response: { 200: Type.Object({}, { additionalProperties: true }) },
      },
    },
    async () => {
      const fetched = await Promise.all(
        (Object.entries(upstreams) as [ServiceName, ServiceUpstreams][]).map(([service, replicas]) =>
          fetchDocument(service, replicas),
        ),
      );
      return mergeOpenApi(
        fetched.filter((document) => document !== undefined),
        version,
      );
    },
  );
}
