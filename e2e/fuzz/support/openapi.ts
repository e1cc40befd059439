// The routes to fuzz, read from the merged OpenAPI document the gateway serves (GET /api/docs): each route's
// method, path, parameters, JSON body schema and whether it wants a token.
import type { Schema } from './schema-values.js';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export interface Route {
  method: string;
  /** OpenAPI template, `/api/v2/courses/{id}`. */
  path: string;
  parameters: Parameter[];
  body?: Schema;
  /** An anonymous caller may call it (no `security`, or an empty alternative in it). */
  anonymous: boolean;
}

interface OperationObject {
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: Record<string, string[]>[];
}

type Document = { paths?: Record<string, Record<string, OperationObject>>; components?: unknown };

const methods = ['get', 'post', 'put', 'patch', 'delete'];

export async function loadRoutes(baseUrl: string): Promise<Route[]> {
  const response = await fetch(`${baseUrl}/api/docs`);
  if (response.status !== 200) throw new Error(`GET /api/docs answered ${response.status}`);
  const document = (await response.json()) as Document;
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const resolved = resolveRefs(operation, document) as OperationObject;
      routes.push({
        method: method.toUpperCase(),
        path,
        parameters: (resolved.parameters ?? [])
          .filter((parameter) => ['path', 'query', 'header'].includes(parameter.in))
          .map((parameter) => ({
            name: parameter.name,
            in: parameter.in as Parameter['in'],
            required: parameter.required ?? parameter.in === 'path',
            schema: parameter.schema ?? { type: 'string' },
          })),
        body: resolved.requestBody?.content?.['application/json']?.schema,
        anonymous:
          resolved.security === undefined ||
          resolved.security.some((alternative) => Object.keys(alternative).length === 0),
      });
    }
  }
  if (routes.length === 0) throw new Error('the OpenAPI document lists no routes: are the services up?');
  return routes;
}

/** Inlines local `$ref`s (`#/components/schemas/…`), which the schemas the services publish may use. */
function resolveRefs(value: unknown, document: Document, seen = new Set<string>()): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, document, seen));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/') && !seen.has(ref)) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
    return resolveRefs(target, document, new Set([...seen, ref]));
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, resolveRefs(item, document, seen)]),
  );
}

/** `GET /api/v2/courses/{id}`: how reports name a route. */
export const routeName = (route: Route) => `${route.method} ${route.path}`;
