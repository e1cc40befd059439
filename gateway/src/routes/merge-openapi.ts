// One OpenAPI document for the whole public API, from the documents the services serve.
import { type ServiceName, serviceForPath } from '@quizdrill/contracts';

export interface OpenApiDocument {
  openapi?: string;
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, unknown>;
  components?: Record<string, Record<string, unknown> | undefined>;
  [extension: string]: unknown;
}

export interface ServiceDocument {
  service: ServiceName;
  document: OpenApiDocument;
}

/**
 * Keeps only the paths the gateway really routes to the service that documents them (a service's own
 * health or internal routes stay out), and merges components by name, the first service to name one winning:
 * shared shapes come from @quizdrill/contracts, so equal names mean equal schemas.
 */
export function mergeOpenApi(documents: ServiceDocument[], version: string): OpenApiDocument {
  const paths: Record<string, unknown> = {};
  const components: Record<string, Record<string, unknown>> = {};
  for (const { service, document } of documents) {
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      if (serviceForPath(path) === service && !(path in paths)) paths[path] = item;
    }
    for (const [kind, entries] of Object.entries(document.components ?? {})) {
      const merged = components[kind] ?? {};
      for (const [name, entry] of Object.entries(entries ?? {})) if (!(name in merged)) merged[name] = entry;
      components[kind] = merged;
    }
  }
  const answered = documents.map(({ service }) => service);
  return {
    openapi: documents[0]?.document.openapi ?? '3.0.3',
    info: {
      title: 'QuizDrill API',
      version,
      description: answered.length
        ? `Merged from the services that answered: ${answered.join(', ')}.`
        : 'No service answered; start the services and reload.',
    },
    paths,
    components,
  };
}
