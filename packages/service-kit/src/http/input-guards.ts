// What every request's input meets at the edge of every service, whatever its route's schema says (issue 14):
// JSON nested too deep is refused before parsing, text with control characters before validation, and JSON bodies
// are validated without type coercion (query strings, params and headers keep theirs, for numbers and ids written
// one way only: issue 39).

import { AjvCompiler, type BuildCompilerFromPool as ValidatorFactory } from '@fastify/ajv-compiler';
import { bodyLimitFor, ErrorCode, hasControlCharacter, JSON_MAX_DEPTH } from '@quizdrill/contracts';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { AppError } from '../errors.js';
import { drainUnreadBody, keepConnectionAfterRefusedBody } from './body-drain.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route refuses control characters itself, in its own words and with its own record (the SQL console
     * audits every statement it refuses): the edge lets them through to it.
     */
    acceptsControlCharacters?: boolean;
  }
}

const SHARED_AJV_OPTIONS = { removeAdditional: 'all', useDefaults: true } as const;
/** Query strings, params and headers arrive as text: `?startQuestion=3` is the number 3, `?a=x` the array ['x']. */
const TEXT_PART_AJV_OPTIONS = { ...SHARED_AJV_OPTIONS, coerceTypes: 'array' } as const;
/** JSON has types of its own: `"name": false` is a boolean, never the course name "false". */
const BODY_AJV_OPTIONS = { ...SHARED_AJV_OPTIONS, coerceTypes: false } as const;

/** Fastify's schema controller with one Ajv for bodies (no coercion) and one for the other parts (coercion). */
export function validatorsPerPart(): NonNullable<FastifyServerOptions['schemaController']> {
  const validators = AjvCompiler();
  // Fastify calls the compiler with the route (`{schema, method, url, httpPart}`), not a bare schema as typed.
  type RouteCompiler = (route: FastifyRouteSchemaDef<unknown>) => unknown;
  const buildValidator: ValidatorFactory = (externalSchemas) => {
    const forText = validators(externalSchemas, { customOptions: TEXT_PART_AJV_OPTIONS }) as RouteCompiler;
    const forBody = validators(externalSchemas, { customOptions: BODY_AJV_OPTIONS }) as RouteCompiler;
    const compile: RouteCompiler = (route) =>
      route.httpPart === 'body'
        ? forBody(route)
        : writtenCanonically(route.schema, refusingInfinity(forText(route) as Validate));
    return compile as unknown as ReturnType<ValidatorFactory>;
  };
  return { compilersFactory: { buildValidator } };
}

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

/**
 * Ajv turns the text `1e309` into Infinity when coercing, and then skips `maximum` for a number that is not
 * finite: the id `1e309` would pass as Infinity. JSON has no Infinity; text parts are checked here after Ajv.
 */
function refusingInfinity(validate: Validate): Validate {
  const checked: Validate = (data) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const found = findNonFinite(data, '');
    checked.errors =
      found === undefined ? null : [{ instancePath: found, message: 'must be a finite number' }];
    return found === undefined;
  };
  return checked;
}

/**
 * Ajv coerces text by JavaScript's rules, so `78.0`, `078`, `+78`, `78e0`, ` 78` and `0x4e` were all the id 78, and
 * `DELETE /courses/95.0` deleted course 95 (issue 39): every spelling of a number named the same row, and a URL no
 * client writes reached a handler. Before Ajv coerces a path or query value, a number must be written as our
 * clients write one (decimal digits, a leading minus at most, no leading zero, no exponent, no space) and a UUID as
 * Postgres and `crypto.randomUUID` write one (lower case, hyphenated); anything else is refused with 400.
 */
function writtenCanonically(schema: unknown, validate: Validate): Validate {
  const fields = canonicalFields(schema);
  if (fields.length === 0) return validate;
  const checked: Validate = (data) => {
    const problem = nonCanonicalField(fields, data);
    if (problem) {
      checked.errors = [problem];
      return false;
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  };
  return checked;
}

type TextRule = { pattern: RegExp; message: string };

const CANONICAL_INTEGER: TextRule = {
  pattern: /^(0|-?[1-9][0-9]*)$/,
  message:
    'must be a whole number in decimal digits, as 78 (no plus sign, leading zero, decimal point, exponent or space)',
};
const CANONICAL_NUMBER: TextRule = {
  pattern: /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/,
  message: 'must be a number in decimal digits, as 78 or 0.5 (no plus sign, leading zero, exponent or space)',
};
const CANONICAL_UUID: TextRule = {
  pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  message: 'must be a UUID in lower case with hyphens',
};

interface SchemaNode {
  type?: string | string[];
  format?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

/** The rule a text must meet to be read as `schema`; none when the schema also takes it as a string. */
function textRuleOf(schema: SchemaNode): TextRule | undefined {
  const alternatives = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  const types = new Set(alternatives.flatMap((node) => [node.type ?? []].flat()));
  if (types.has('string')) {
    const uuidOnly = alternatives.every((node) => node.type !== 'string' || node.format === 'uuid');
    return uuidOnly ? CANONICAL_UUID : undefined;
  }
  if (types.has('number')) return CANONICAL_NUMBER;
  if (types.has('integer')) return CANONICAL_INTEGER;
  if (types.has('array') && schema.items) return textRuleOf(schema.items);
  return undefined;
}

/** The top-level fields of a params or query schema whose text has one right way to be written. */
function canonicalFields(schema: unknown): { name: string; rule: TextRule }[] {
  const properties = (schema as SchemaNode | undefined)?.properties ?? {};
  return Object.entries(properties).flatMap(([name, node]) => {
    const rule = textRuleOf(node);
    return rule ? [{ name, rule }] : [];
  });
}

function nonCanonicalField(
  fields: { name: string; rule: TextRule }[],
  data: unknown,
): { instancePath: string; message: string } | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  for (const { name, rule } of fields) {
    const value = (data as Record<string, unknown>)[name];
    // A repeated query parameter arrives as an array: each of its texts is held to the rule.
    for (const text of Array.isArray(value) ? value : [value]) {
      if (typeof text === 'string' && !rule.pattern.test(text))
        return { instancePath: `/${name}`, message: rule.message };
    }
  }
  return undefined;
}

function findNonFinite(value: unknown, path: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findNonFinite(item, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * How deep a JSON text nests, counted without parsing it (brackets inside strings do not count), stopping as soon
 * as it passes `limit`: the parser and everything after it (validation, cloning, logging) recurse per level.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) depth--;
  }
  return false;
}

/**
 * The first text in a parsed body, query or params (values and keys) holding a control character: its path, as
 * schema validation names one (`body/options/0/optionText`).
 */
export function findControlCharacter(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findControlCharacter(value[index], `${path}/${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    // Parsed input only (a query string's object has a prototype of its own): a Buffer (a raw webhook body) or a
    // stream (the gateway's bodies) is not text.
    if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function')
      return undefined;
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return path;
      const found = findControlCharacter(item, `${path}/${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

export function controlCharacterError(path: string): AppError {
  return AppError.badRequest(
    `${path} must not contain control characters (only tab, line feed and carriage return are allowed)`,
    ErrorCode.validation,
  );
}

/** Refuses text with control characters anywhere in a request's params, query or parsed body. */
export function refuseControlCharacters(request: FastifyRequest): void {
  const parts = { params: request.params, querystring: request.query, body: request.body } as const;
  for (const [part, value] of Object.entries(parts)) {
    const found = findControlCharacter(value, part);
    if (found) throw controlCharacterError(found);
  }
}

/**
 * A multipart form's text field, checked as the JSON body's strings are: no control characters in its text nor,
 * for a field carrying JSON (a question form's `options`), in the strings it decodes to (`"\u0000"`).
 */
export function checkFormField(name: string, value: string): void {
  const path = `body/${name}`;
  if (hasControlCharacter(value)) throw controlCharacterError(path);
  if (!/^\s*[[{"]/.test(value)) return;
  if (jsonNestsDeeperThan(value, JSON_MAX_DEPTH)) throw tooDeep(path);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return; // Not JSON after all: the field's own reader says what is wrong with it.
  }
  const found = findControlCharacter(parsed, path);
  if (found) throw controlCharacterError(found);
}

const tooDeep = (what: string) =>
  AppError.badRequest(`${what} is JSON nested deeper than ${JSON_MAX_DEPTH} levels`, ErrorCode.validation);

/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters. */
export const MULTIPART_BOUNDARY_MAX_LENGTH = 70;

/**
 * `multipart/form-data` needs its boundary to be read at all, and one the reader can search for: busboy throws on a
 * boundary past 252 characters ("The needle cannot have a length bigger than 256"), which answered 500 on every
 * upload route (issue 39). Both are the client's mistake, a 400, said before anything reads the body.
 */
export function refuseUnreadableMultipart(request: FastifyRequest): void {
  const type = request.headers['content-type'];
  if (typeof type !== 'string' || !/^\s*multipart\/form-data\b/i.test(type)) return;
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  if (!boundary) throw AppError.badRequest('multipart/form-data needs a boundary parameter in Content-Type');
  const length = (boundary[1] ?? boundary[2]!).length;
  if (length > MULTIPART_BOUNDARY_MAX_LENGTH) {
    throw AppError.badRequest(
      `The multipart/form-data boundary is ${length} characters long: at most ${MULTIPART_BOUNDARY_MAX_LENGTH} ` +
        'are allowed (RFC 2046)',
    );
  }
}

/** The one 413 for a body over its route's limit, naming the limit, at the gateway and in every service. */
export function payloadTooLarge(limitBytes: number): AppError {
  return new AppError(
    413,
    ErrorCode.payloadTooLarge,
    `The request is too large: this address takes at most ${formatBytes(limitBytes)}.`,
  );
}

/** 1048576 → "1,048,576 bytes (1 MiB)"; 6048576 → "6,048,576 bytes (5.77 MiB)": exact, and readable. */
export function formatBytes(bytes: number): string {
  const mebibytes = Math.round((bytes / (1024 * 1024)) * 100) / 100;
  return `${bytes.toLocaleString('en-US')} bytes (${mebibytes} MiB)`;
}

/** True when Content-Length already announces more than the limit, so the body need not be read at all. */
export function declaresMoreThan(
  request: { headers: FastifyRequest['headers'] },
  limitBytes: number,
): boolean {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared > limitBytes;
}

export function registerInputGuards(app: FastifyInstance, options: { bodies: 'read' | 'streamed' }): void {
  if (options.bodies === 'read') {
    // Before any route is added: each takes the limit the gateway holds its bodies to, so both answer alike.
    app.addHook('onRoute', (route) => {
      const method = Array.isArray(route.method) ? route.method[0]! : route.method;
      route.bodyLimit ??= bodyLimitFor(method, route.url);
    });
  }

  // Fastify's own JSON parser (prototype poisoning refused), after a depth check it cannot overflow on.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonNestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(tooDeep('The body'), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // Callback hooks (as create-app.ts's): these run on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    let refusal: Error | undefined;
    try {
      // Fastify holds JSON to the route's bodyLimit while reading it; a multipart stream is read by the route itself.
      // (routeOptions is built afresh on every read: read once.)
      const { bodyLimit, config } = request.routeOptions;
      if (bodyLimit !== undefined && declaresMoreThan(request, bodyLimit)) throw payloadTooLarge(bodyLimit);
      refuseUnreadableMultipart(request);
      if (!config.acceptsControlCharacters) refuseControlCharacters(request);
    } catch (error) {
      refusal = error as Error;
    }
    // Outside the try: done() runs the rest of the request, whose errors are not this guard's refusal.
    done(refusal);
  });
  if (options.bodies === 'read') {
    app.addHook('onSend', (request, reply, payload, done) => {
      keepConnectionAfterRefusedBody(request, reply);
      drainUnreadBody(request);
      done(null, payload);
    });
  }
}
