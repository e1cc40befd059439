// GET /api/docs: the merged OpenAPI document of every service that answers right now.
import type { ServiceName } from '@quizdrill/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type Dispatcher, request } from 'undici';
import { mergeOpenApi, type OpenApiDocument, type ServiceDocument } from './merge-openapi.js';

const DOCUMENT_TIMEOUT_MS = 2_000;

export interface DocsRouteOptions {
  origins: Record<ServiceName, string>;
  dispatcher: Dispatcher;
  version: string;
}

export async function docsRoutes(app: FastifyInstance, { origins, dispatcher, version }: DocsRouteOptions) {
  async function fetchDocument(service: ServiceName, origin: string): Promise<ServiceDocument | undefined> {
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
      app.log.debug({ err: error, service }, 'no OpenAPI document from service');
      return undefined;
    }
  }

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
        (Object.entries(origins) as [ServiceName, string][]).map(([service, origin]) =>
          fetchDocument(service, origin),
        ),
      );
      return mergeOpenApi(
        fetched.filter((document) => document !== undefined),
        version,
      );
    },
  );
}
