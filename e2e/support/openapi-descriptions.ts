// What a client author cannot learn from the merged OpenAPI document: operations without a summary, and path, query
// and header parameters or request-body properties (at any depth) without a description.

type Node = Record<string, unknown>;

interface Operation {
  summary?: string;
  parameters?: Node[];
  requestBody?: { content?: Record<string, { schema?: Node }> };
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: unknown;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** A local `$ref` (`#/components/schemas/…`) followed to its target; any other node as it is. */
function resolve(node: unknown, document: OpenApiDocument): Node | undefined {
  let current = node as Node | undefined;
  for (const seen = new Set<string>(); typeof current?.$ref === 'string' && !seen.has(current.$ref); ) {
    const ref = current.$ref;
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Node | undefined)?.[key], document) as Node | undefined;
  }
  return current;
}

/** Every property of a schema, nested objects, array items and union members included, by its dotted path. */
function undescribedProperties(
  schema: unknown,
  at: string,
  document: OpenApiDocument,
  seen: Set<Node>,
): string[] {
  const node = resolve(schema, document);
  if (node === undefined || seen.has(node)) return [];
  const inner = new Set([...seen, node]);
  const gaps: string[] = [];
  for (const [name, property] of Object.entries((node.properties as Node | undefined) ?? {})) {
    const path = at ? `${at}.${name}` : name;
    // A property that is a reference may be described where it is used or where it is defined.
    if (!hasText((property as Node).description) && !hasText(resolve(property, document)?.description)) {
      gaps.push(path);
    }
    gaps.push(...undescribedProperties(property, path, document, inner));
  }
  if (node.items) gaps.push(...undescribedProperties(node.items, `${at}[]`, document, inner));
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    for (const member of (node[key] as unknown[] | undefined) ?? []) {
      gaps.push(...undescribedProperties(member, at, document, inner));
    }
  }
  return gaps;
}

/** One line per gap, `POST /api/v2/quiz/submit: query parameter questionId has no description`. */
export function undocumented(document: OpenApiDocument): string[] {
  const gaps: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const route = `${method.toUpperCase()} ${path}`;
      if (!hasText(operation.summary)) gaps.push(`${route}: no summary`);
      for (const parameter of operation.parameters ?? []) {
        const resolved = resolve(parameter, document);
        if (!resolved || !['path', 'query', 'header'].includes(String(resolved.in))) continue;
        if (!hasText(resolved.description)) {
          gaps.push(`${route}: ${resolved.in} parameter ${String(resolved.name)} has no description`);
        }
      }
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        for (const property of [...new Set(undescribedProperties(media.schema, '', document, new Set()))]) {
          gaps.push(`${route}: ${type} body property ${property} has no description`);
        }
      }
    }
  }
  return gaps;
}
