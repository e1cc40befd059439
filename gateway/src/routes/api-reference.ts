// The API reference as one HTML page, written on the server from the merged OpenAPI document: operations grouped by
// tag, each with its parameters, request body and answers, every field with its description. No script at all, so
// the page's policy allows none (see REFERENCE_POLICY), and it reads the same on a phone as on a desktop.
import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { OpenApiDocument } from './merge-openapi.js';

type Node = Record<string, unknown>;

interface Parameter {
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: Node;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { description?: string; required?: boolean; content?: Record<string, { schema?: Node }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Node }> }>;
  security?: Record<string, string[]>[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** How deep nested objects are spelled out; past it a shape is named only (the JSON document has the rest). */
const MAX_DEPTH = 6;

const STYLE = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1b1f24; --muted: #4a5360; --line: #d0d7de; --code: #f3f5f7;
  --accent: #0b5cad; --get: #0a6b35; --post: #0b5cad; --put: #7a4a00; --patch: #6b3fa0; --delete: #b3261e; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0f141b; --fg: #e8ecf1; --muted: #b3bcc7; --line: #3a4350; --code: #1c2430; --accent: #8cc4ff;
    --get: #6fdc9b; --post: #8cc4ff; --put: #f5c26b; --patch: #d0b0ff; --delete: #ff9c94; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, sans-serif; }
header, main, nav { max-width: 60rem; margin: 0 auto; padding: 0 1rem; }
header { padding-top: 1.5rem; }
h1 { font-size: 1.75rem; margin: 0 0 .5rem; }
h2 { font-size: 1.4rem; margin: 2.5rem 0 1rem; padding-bottom: .25rem; border-bottom: 2px solid var(--line); }
h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
a { color: var(--accent); }
code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .9em; background: var(--code);
  padding: 0 .2em; border-radius: 3px; overflow-wrap: anywhere; }
nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; padding: 0; list-style: none; }
.operation { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 .5rem; }
.operation > summary { padding: .6rem .75rem; }
.operation[open] > summary { border-bottom: 1px solid var(--line); }
.operation-body { padding: .25rem .75rem .75rem; }
.method { font-weight: 700; font-family: ui-monospace, monospace; }
.method-get { color: var(--get); } .method-post { color: var(--post); } .method-put { color: var(--put); }
.method-patch { color: var(--patch); } .method-delete { color: var(--delete); }
.summary { font-weight: 600; }
.muted { color: var(--muted); }
ul.fields { list-style: none; padding-left: 0; margin: .25rem 0; }
ul.fields ul.fields { padding-left: 1rem; border-left: 2px solid var(--line); }
ul.fields > li { padding: .35rem 0; }
.field-name { font-weight: 600; }
.field-meta { color: var(--muted); font-size: .9rem; }
.field-description { margin: .1rem 0 0; }
details { margin: .25rem 0; }
summary { cursor: pointer; }
`;

/** The page's policy: its own stylesheet (by hash), nothing else; no script, no form, no frame. */
export const REFERENCE_POLICY = [
  "default-src 'none'",
  `style-src '${`sha256-${createHash('sha256').update(STYLE).digest('base64')}`}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

/** Descriptions are written with Markdown's backticks for code: those become <code>, the rest is text. */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function anchor(...parts: string[]): string {
  return parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function resolve(node: unknown, document: OpenApiDocument): Node | undefined {
  let current = node as Node | undefined;
  for (let hops = 0; typeof current?.$ref === 'string' && hops < 10; hops++) {
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Node | undefined)?.[key], document) as Node | undefined;
  }
  return current;
}

/** A schema's type in a few words: `string, 1–64 characters`, `integer ≥ 1`, `one of "A", "B"`, `array of object`. */
function typeOf(schema: Node | undefined, document: OpenApiDocument): string {
  if (!schema) return 'any';
  if (schema.const !== undefined) return `exactly ${JSON.stringify(schema.const)}`;
  if (Array.isArray(schema.enum))
    return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) {
      return (schema[key] as unknown[])
        .map((member) => typeOf(resolve(member, document), document))
        .join(' or ');
    }
  }
  const type = Array.isArray(schema.type)
    ? schema.type.join(' or ')
    : String(schema.type ?? (schema.allOf ? 'object' : 'any'));
  const facts: string[] = [];
  if (type === 'array') return `array of ${typeOf(resolve(schema.items, document), document)}`;
  if (typeof schema.format === 'string') facts.push(schema.format);
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    facts.push(`${schema.minLength ?? 0}–${schema.maxLength ?? '…'} characters`);
  }
  if (schema.minimum !== undefined) facts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) facts.push(`≤ ${schema.maximum}`);
  if (typeof schema.pattern === 'string') facts.push(`matching ${schema.pattern}`);
  if (schema.nullable === true) facts.push('or null');
  return [type, ...facts].join(', ');
}

/** The object shapes a schema holds (itself, its array's items, its union's members), to list their fields. */
function objectsIn(schema: Node | undefined, document: OpenApiDocument): Node[] {
  if (!schema) return [];
  if (schema.properties) return [schema];
  if (schema.items) return objectsIn(resolve(schema.items, document), document);
  // All of several objects (TypeBox's Intersect) is one object with the fields of each.
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.flatMap((member) => objectsIn(resolve(member, document), document));
    return [
      {
        properties: Object.assign({}, ...parts.map((part) => part.properties)),
        required: parts.flatMap((part) => (part.required as string[] | undefined) ?? []),
      },
    ];
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) {
      return (schema[key] as unknown[]).flatMap((member) => objectsIn(resolve(member, document), document));
    }
  }
  return [];
}

function fieldsOf(schema: Node | undefined, document: OpenApiDocument, depth: number): string {
  const objects = objectsIn(schema, document);
  if (objects.length === 0 || depth > MAX_DEPTH) return '';
  return objects
    .map((object, index) => {
      const required = new Set((object.required as string[] | undefined) ?? []);
      const items = Object.entries(object.properties as Record<string, unknown>).map(([name, raw]) => {
        const property = resolve(raw, document);
        const description = (raw as Node).description ?? property?.description;
        return field(
          name,
          typeOf(property, document),
          required.has(name),
          typeof description === 'string' ? description : undefined,
          fieldsOf(property, document, depth + 1),
        );
      });
      const heading =
        objects.length > 1 ? `<p class="muted">${index === 0 ? 'Either' : 'or'} this shape:</p>` : '';
      return `${heading}<ul class="fields">${items.join('')}</ul>`;
    })
    .join('');
}

function field(name: string, type: string, required: boolean, description?: string, nested = ''): string {
  return (
    `<li><code class="field-name">${escapeHtml(name)}</code> <span class="field-meta">${escapeHtml(type)}` +
    `${required ? ', required' : ''}</span>` +
    (description ? `<p class="field-description">${prose(description)}</p>` : '') +
    `${nested}</li>`
  );
}

function parametersOf(operation: Operation, document: OpenApiDocument): string {
  const parameters = (operation.parameters ?? [])
    .map((parameter) => resolve(parameter, document) as Parameter | undefined)
    .filter((parameter): parameter is Parameter => parameter !== undefined && parameter.in !== 'cookie');
  if (parameters.length === 0) return '';
  const items = parameters.map((parameter) =>
    field(
      String(parameter.name),
      `${parameter.in}, ${typeOf(resolve(parameter.schema, document), document)}`,
      parameter.required === true,
      parameter.description,
    ),
  );
  return `<h3>Parameters</h3><ul class="fields">${items.join('')}</ul>`;
}

function bodyOf(operation: Operation, document: OpenApiDocument): string {
  const content = Object.entries(operation.requestBody?.content ?? {});
  if (content.length === 0) return '';
  return content
    .map(([type, media]) => {
      const schema = resolve(media.schema, document);
      const fields = fieldsOf(schema, document, 0);
      return (
        `<h3>Request body <span class="field-meta">${escapeHtml(type)}` +
        `${operation.requestBody?.required ? ', required' : ''}</span></h3>` +
        (schema?.description ? `<p>${prose(String(schema.description))}</p>` : '') +
        (fields || `<p class="field-meta">${escapeHtml(typeOf(schema, document))}</p>`)
      );
    })
    .join('');
}

/** The error body every service answers with (service-kit's ErrorBody): described once, at the top of the page. */
function errorBodyOf(document: OpenApiDocument): Node | undefined {
  return Object.values(document.components?.schemas ?? {}).find(
    (schema) => (schema as Node | undefined)?.title === 'ErrorBody',
  ) as Node | undefined;
}

function responsesOf(operation: Operation, document: OpenApiDocument, errorBody: Node | undefined): string {
  const responses = Object.entries(operation.responses ?? {});
  if (responses.length === 0) return '';
  const items = responses.map(([status, response]) => {
    const schema = resolve(Object.values(response.content ?? {})[0]?.schema, document);
    const fields = schema === errorBody ? '' : fieldsOf(schema, document, 0);
    // fastify-swagger's placeholder for an answer its route did not describe: the status's own name says more.
    const description =
      response.description && response.description !== 'Default Response'
        ? response.description
        : (STATUS_CODES[status] ?? '');
    const label = `<code>${escapeHtml(status)}</code> ${prose(description)}`;
    return fields ? `<li><details><summary>${label}</summary>${fields}</details></li>` : `<li>${label}</li>`;
  });
  return `<h3>Answers</h3><ul class="fields">${items.join('')}</ul>`;
}

function authOf(operation: Operation): string {
  const schemes = (operation.security ?? []).map((alternative) => Object.keys(alternative));
  if (schemes.length === 0 || schemes.some((names) => names.length === 0)) {
    return schemes.length === 0
      ? '<p class="muted">No sign-in needed.</p>'
      : '<p class="muted">Sign-in optional.</p>';
  }
  const names = schemes.map((names) =>
    names
      .map((name) =>
        name === 'player' ? '<code>Authorization: Player …</code>' : '<code>Authorization: Bearer …</code>',
      )
      .join(' and '),
  );
  return `<p class="muted">Needs ${[...new Set(names)].join(' or ')}.</p>`;
}

function operationHtml(
  path: string,
  method: string,
  operation: Operation,
  document: OpenApiDocument,
  errorBody: Node | undefined,
): string {
  const id = anchor(method, path);
  return (
    `<details class="operation" id="${id}"><summary>` +
    `<span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>` +
    (operation.summary ? ` <span class="summary">${prose(operation.summary)}</span>` : '') +
    '</summary><div class="operation-body">' +
    (operation.description ? `<p>${prose(operation.description)}</p>` : '') +
    authOf(operation) +
    parametersOf(operation, document) +
    bodyOf(operation, document) +
    responsesOf(operation, document, errorBody) +
    '</div></details>'
  );
}

/** The group an operation is listed under: its first tag, else the path's first segment after /api/v2. */
function groupOf(path: string, operation: Operation): string {
  return operation.tags?.[0] ?? path.split('/').filter(Boolean)[2] ?? 'other';
}

export function renderReference(document: OpenApiDocument, jsonUrl: string): string {
  const groups = new Map<string, string[]>();
  const errorBody = errorBodyOf(document);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const group = groupOf(path, operation);
      const html = operationHtml(path, method, operation, document, errorBody);
      groups.set(group, [...(groups.get(group) ?? []), html]);
    }
  }
  const names = [...groups.keys()].sort();
  const title = escapeHtml(document.info?.title ?? 'API');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${title} reference</title><style>${STYLE}</style></head><body>` +
    `<header><h1>${title} reference</h1>` +
    `<p>Version <code>${escapeHtml(document.info?.version ?? '')}</code>. ` +
    `${prose(document.info?.description ?? '')} ` +
    `The same as an OpenAPI document: <a href="${escapeHtml(jsonUrl)}">${escapeHtml(jsonUrl)}</a>.</p>` +
    (errorBody
      ? `<p>Every error answer (4xx, 5xx) is JSON of this shape:</p>${fieldsOf(errorBody, document, 0)}`
      : '') +
    '</header>' +
    `<nav aria-label="Groups"><ul>${names.map((name) => `<li><a href="#${anchor('group', name)}">${escapeHtml(name)}</a></li>`).join('')}</ul></nav>` +
    '<main>' +
    names
      .map(
        (name) =>
          `<section aria-labelledby="${anchor('group', name)}"><h2 id="${anchor('group', name)}">${escapeHtml(name)}</h2>` +
          `${(groups.get(name) ?? []).join('')}</section>`,
      )
      .join('') +
    '</main></body></html>'
  );
}
