// Malformed requests for one route, as fast-check arbitraries (seeded, so a run replays) and as a fixed catalogue
// of the cases issue 14 found: every route gets bad path ids, queries, bodies, headers and multipart forms.
import fc from 'fast-check';
import type { Parameter, Route } from './openapi.js';
import {
  brokenValue,
  deepArray,
  deepObject,
  deleteField,
  fieldPaths,
  RawJson,
  toJsonText,
  validValue,
  withField,
} from './schema-values.js';

export const roles = ['anonymous', 'student', 'premium', 'educator', 'admin'] as const;
export type Role = (typeof roles)[number];

/** How the request authenticates: as its role, or with a junk Authorization header built from the role's token. */
export type Authorization = { kind: 'role' } | { kind: 'junk'; template: string };

export interface FuzzRequest {
  /** What was broken, for the report: `path id`, `body field name`, `multipart without boundary`, … */
  kind: string;
  role: Role;
  method: string;
  path: string;
  query: string;
  authorization: Authorization;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** Ids that must answer 4xx, never 500 (issue 14: the first four did on /courses/:id and /questions/:id). */
export const nastyIds = [
  '99999999999999999999',
  '1e309',
  '-1',
  'abc',
  '\u0000',
  'x'.repeat(3_000),
  '0',
  '1.5',
  '0x10',
  '%00',
  ' 1',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '9'.repeat(400),
];

/**
 * Other spellings of the id 1, the seeded first course and question (issue 39): each was read as 1, so a GET showed
 * that course and `DELETE /courses/1.0` deleted it. A number in a path or query is written in decimal digits only,
 * and anything else is refused before a handler sees it: a request of this kind answered below 400 fails the route.
 */
export const otherSpellingsOfOne = ['1.0', '01', '+1', '1e0', ' 1', '0x1'];
const SPELLED_OTHERWISE = 'spelled otherwise';

/**
 * Routes that take a question bank file. Their documents name no request body (the route reads its multipart or
 * text body itself), so the path says which they are.
 */
const QUESTION_BANK_PATH = /\/import$/;

/**
 * The seeded course the file cases import into: the second, which stays. Other spellings of 1 deleted the first
 * before issue 39, and the generated requests of seed 20261124 delete the third.
 */
const SEEDED_COURSE = '2';

/**
 * A question bank whose second question has an ESC and a BEL (issue 39: a GIFT import stored them while every form
 * refuses them), sent as text to every route that takes a file, for a seeded course (SEEDED_COURSE).
 */
const FILE_WITH_CONTROL_CHARACTERS = 'file with control characters';
const GIFT_WITH_CONTROL_CHARACTERS = 'Fråga ett {=a ~b}\n\nFråga \u001b[31mtvå\u0007 {=a ~b}\n';

/**
 * The 900 KB GIFT file of 100,000 questions: its import is refused (too many), and its dry run answered all
 * of them (19 MB) before it held the import's limit; sent to every route that takes a file, for SEEDED_COURSE.
 */
const FILE_OF_100_000_QUESTIONS = 'file of 100,000 questions';
const IMPORT_OF_100_000_QUESTIONS = 'file of 100,000 questions, imported';
const GIFT_OF_100_000_QUESTIONS = Array.from({ length: 100_000 }, (_, index) => `${index}{T}`).join('\n\n');
/** Far above what a dry run of a file within the limits answers (2,000 questions), far below 19 MB. */
const DRY_RUN_ANSWER_MAX_BYTES = 2_000_000;

/**
 * A Moodle XML bank left unclosed (issue 43), sent as the body itself with each XML media type the import reads,
 * for SEEDED_COURSE: refused as unreadable XML, never taken for a bank or a 5xx.
 */
const MALFORMED_MOODLE_XML = 'malformed Moodle XML';
const UNCLOSED_MOODLE_XML = '<quiz><question type="truefalse"><questiontext><text>Rund?</text>';

/**
 * What a request of a kind issue 39 reproduced must get, beyond surviving: refused (4xx), or an answer of bounded
 * size. Undefined when it got that.
 */
export function unmetExpectation(
  request: FuzzRequest,
  answer: { status: number; length: number },
): string | undefined {
  const refused =
    request.kind.endsWith(SPELLED_OTHERWISE) ||
    request.kind === FILE_WITH_CONTROL_CHARACTERS ||
    request.kind === IMPORT_OF_100_000_QUESTIONS ||
    request.kind.startsWith(MALFORMED_MOODLE_XML);
  if (refused && answer.status > 0 && answer.status < 400)
    return `answered ${answer.status}: accepted what must be refused (${request.kind})`;
  if (request.kind === FILE_OF_100_000_QUESTIONS && answer.length > DRY_RUN_ANSWER_MAX_BYTES)
    return `answered ${answer.length.toLocaleString('en')} bytes: past the import's limits (${request.kind})`;
  return undefined;
}

/** Authorization headers that must answer 401 (or be ignored on a public route), `{token}` the role's token. */
export const junkAuthorizations = [
  'Bearer',
  'Bearer ',
  'Bearer {token} junk',
  'Bearer {token}{token}',
  'Bearer  {token}',
  'bearer {token}',
  'Basic dXNlcjpwYXNz',
  'Player {token}',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZXMiOlsiUk9MRV9BRE1JTiJdfQ.',
  'Bearer {broken}',
  `Bearer ${'a'.repeat(8_000)}`,
  'Bearer \u00e5\u00e4\u00f6',
];

const junkContentTypes = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=nonsense',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'image/png',
  '*/*',
  'application/json, text/plain',
];

const rawJsonBodies = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '0',
  '1e309',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  deepArray.text,
  deepObject.text,
  '\u0000',
  '\ufeff{}',
  `{"x":"${'y'.repeat(200_000)}"}`,
];

const JSON_TYPE = 'application/json';

/**
 * Whether a route reads a body: every POST, PUT and PATCH, and any other method whose document gives a JSON body
 * (DELETE /api/v2/users/me takes the password again), so the bodies no parser may choke on reach it too.
 */
const takesBody = (route: Route) =>
  ['POST', 'PUT', 'PATCH'].includes(route.method) || route.body !== undefined;

/** A route's requests, each valid but for the one part a kind of case breaks. */
export function requestArbitrary(route: Route, allowedRoles: Role[]): fc.Arbitrary<FuzzRequest> {
  const base = fc.record({
    role: fc.constantFrom(...allowedRoles),
    pathValues: validPathValues(route),
    query: validQuery(route),
    body: route.body ? validValue(route.body) : fc.constant(undefined),
  });
  const build = (
    kind: string,
    parts: { role: Role; pathValues: Record<string, string>; query: Record<string, unknown> },
    overrides: Partial<FuzzRequest> & { bodyValue?: unknown } = {},
  ): FuzzRequest => {
    const { bodyValue, ...rest } = overrides;
    return {
      kind,
      role: parts.role,
      method: route.method,
      path: fillPath(route.path, parts.pathValues),
      query: queryText(parts.query),
      authorization: { kind: 'role' },
      headers: bodyValue === undefined ? {} : { 'content-type': JSON_TYPE },
      body: bodyValue === undefined ? undefined : toJsonText(bodyValue),
      ...rest,
    };
  };
  const hasBody = takesBody(route);
  const cases: fc.WeightedArbitrary<FuzzRequest>[] = [
    { weight: 2, arbitrary: base.map((parts) => build('valid', parts, { bodyValue: parts.body })) },
    {
      weight: 1,
      arbitrary: fc.tuple(base, fc.constantFrom(...junkAuthorizations)).map(([parts, template]) =>
        build('authorization junk', parts, {
          bodyValue: parts.body,
          authorization: { kind: 'junk', template },
        }),
      ),
    },
  ];
  const pathParameters = route.parameters.filter((parameter) => parameter.in === 'path');
  if (pathParameters.length > 0) {
    cases.push({
      weight: 3,
      arbitrary: fc
        .tuple(base, fc.constantFrom(...pathParameters), fc.oneof(fc.constantFrom(...nastyIds), fc.string()))
        .map(([parts, parameter, id]) =>
          build(
            `path ${parameter.name}`,
            { ...parts, pathValues: { ...parts.pathValues, [parameter.name]: id } },
            {
              bodyValue: parts.body,
            },
          ),
        ),
    });
  }
  const queryParameters = route.parameters.filter((parameter) => parameter.in === 'query');
  cases.push({
    weight: queryParameters.length > 0 ? 3 : 1,
    arbitrary: fc
      .tuple(base, brokenQuery(queryParameters))
      .map(([parts, [kind, query]]) =>
        build(kind, { ...parts, query: { ...parts.query, ...query } }, { bodyValue: parts.body }),
      ),
  });
  if (route.body) {
    const fields = fieldPaths(route.body);
    if (fields.length > 0) {
      cases.push({
        weight: 6,
        arbitrary: base.chain((parts) =>
          fc.constantFrom(...fields).chain((field) =>
            fc
              .oneof(
                {
                  weight: 4,
                  arbitrary: brokenValue(field.schema).map((value) => ['broken', value] as const),
                },
                { weight: 1, arbitrary: fc.constant(['missing', deleteField] as const) },
              )
              .map(([how, value]) =>
                build(`body ${field.path.join('.')} ${how}`, parts, {
                  bodyValue: withField(parts.body, field.path, value),
                }),
              ),
          ),
        ),
      });
    }
    cases.push({
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.string({ minLength: 1, maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }))
        .map(([parts, key, value]) =>
          build('body extra field', parts, {
            bodyValue:
              parts.body && typeof parts.body === 'object' && !Array.isArray(parts.body)
                ? { ...parts.body, [key]: value }
                : parts.body,
          }),
        ),
    });
  }
  if (hasBody) {
    cases.push(
      {
        weight: 2,
        arbitrary: fc
          .tuple(base, fc.oneof(fc.constantFrom(...rawJsonBodies), fc.json(), fc.string()))
          .map(([parts, text]) =>
            build('body not the schema', parts, { headers: { 'content-type': JSON_TYPE }, body: text }),
          ),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(base, fc.constantFrom(...junkContentTypes)).map(([parts, type]) =>
          build('content-type', parts, {
            headers: { 'content-type': type },
            body: toJsonText(parts.body ?? { a: 1 }),
          }),
        ),
      },
      {
        weight: route.body ? 1 : 6,
        arbitrary: fc.tuple(base, multipartBody()).map(([parts, form]) => build(form.kind, parts, form)),
      },
    );
  }
  return fc.oneof(...cases);
}

/** The cases issue 14 reproduced, on every route they apply to: always sent, whatever the seed. */
export function catalogue(route: Route, allowedRoles: Role[]): FuzzRequest[] {
  const [sample] = fc.sample(
    fc.record({
      pathValues: validPathValues(route),
      query: validQuery(route),
      body: route.body ? validValue(route.body) : fc.constant(undefined),
    }),
    { seed: 14, numRuns: 1 },
  );
  if (!sample) return [];
  // A case sent as a role of its own says so; the others take the route's roles in turn.
  const cases: (Omit<FuzzRequest, 'role' | 'method'> & { role?: Role })[] = [];
  const plain = {
    path: fillPath(route.path, sample.pathValues),
    query: queryText(sample.query),
    authorization: { kind: 'role' } as Authorization,
    headers: sample.body === undefined ? ({} as Record<string, string>) : { 'content-type': JSON_TYPE },
    body: sample.body === undefined ? undefined : toJsonText(sample.body),
  };
  for (const parameter of route.parameters.filter(({ in: where }) => where === 'path')) {
    // The ids, a NUL and a long one; the generated cases draw from the whole list.
    for (const id of nastyIds.slice(0, 6)) {
      cases.push({
        ...plain,
        kind: `path ${parameter.name}`,
        path: fillPath(route.path, { ...sample.pathValues, [parameter.name]: id }),
      });
    }
  }
  for (const parameter of route.parameters.filter(isNumber)) {
    for (const spelling of otherSpellingsOfOne) {
      cases.push(
        parameter.in === 'path'
          ? {
              ...plain,
              kind: `path ${parameter.name} ${SPELLED_OTHERWISE}`,
              path: fillPath(route.path, { ...sample.pathValues, [parameter.name]: spelling }),
            }
          : {
              ...plain,
              kind: `query ${parameter.name} ${SPELLED_OTHERWISE}`,
              query: queryText({ ...sample.query, [parameter.name]: spelling }),
            },
      );
    }
  }
  for (const parameter of route.parameters.filter(({ in: where }) => where === 'query')) {
    for (const value of ['\u0000', 'a\u0001b', '1e309', '99999999999999999999', '-1', 'x'.repeat(5_000)]) {
      cases.push({
        ...plain,
        kind: `query ${parameter.name}`,
        query: queryText({ ...sample.query, [parameter.name]: value }),
      });
    }
  }
  if (route.body && sample.body !== undefined) {
    for (const field of fieldPaths(route.body)) {
      const type = field.schema.type;
      const values: unknown[] =
        type === 'integer' || type === 'number'
          ? [new RawJson('1e309'), new RawJson('99999999999999999999'), '1']
          : type === 'string'
            ? ['a\u0000b', 'x'.repeat(100_000), false]
            : [false, 'text'];
      for (const value of values) {
        cases.push({
          ...plain,
          kind: `body ${field.path.join('.')} broken`,
          body: toJsonText(withField(sample.body, field.path, value)),
        });
      }
    }
  }
  cases.push({
    ...plain,
    kind: 'authorization junk',
    authorization: { kind: 'junk', template: 'Bearer {token} junk' },
  });
  if (route.method === 'POST' && QUESTION_BANK_PATH.test(route.path)) {
    const seededCourse = Object.fromEntries(
      route.parameters.filter(isNumber).map((parameter) => [parameter.name, SEEDED_COURSE]),
    );
    cases.push({
      ...plain,
      // An admin may import into any course: the seeded one is then really imported into, unless refused.
      ...(allowedRoles.includes('admin') ? { role: 'admin' as const } : {}),
      kind: FILE_WITH_CONTROL_CHARACTERS,
      path: fillPath(route.path, { ...sample.pathValues, ...seededCourse }),
      query: '',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: GIFT_WITH_CONTROL_CHARACTERS,
    });
    for (const [kind, query] of [
      [FILE_OF_100_000_QUESTIONS, '?format=gift&dryRun=true'],
      [IMPORT_OF_100_000_QUESTIONS, '?format=gift'],
    ] as const) {
      cases.push({
        ...plain,
        ...(allowedRoles.includes('admin') ? { role: 'admin' as const } : {}),
        kind,
        path: fillPath(route.path, { ...sample.pathValues, ...seededCourse }),
        query,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: GIFT_OF_100_000_QUESTIONS,
      });
    }
    for (const type of ['application/xml', 'text/xml']) {
      cases.push({
        ...plain,
        ...(allowedRoles.includes('admin') ? { role: 'admin' as const } : {}),
        kind: `${MALFORMED_MOODLE_XML} as ${type}`,
        path: fillPath(route.path, { ...sample.pathValues, ...seededCourse }),
        query: '?format=moodlexml',
        headers: { 'content-type': type },
        body: UNCLOSED_MOODLE_XML,
      });
    }
  }
  if (takesBody(route)) {
    // Bodies the parsers must refuse, on every path an enum parameter picks (`/jobs/{kind}`: each kind of job has
    // a handler of its own).
    for (const path of enumPaths(route, sample.pathValues)) {
      cases.push(
        {
          ...plain,
          path,
          kind: 'body not the schema',
          headers: { 'content-type': JSON_TYPE },
          body: deepArray.text,
        },
        {
          ...plain,
          path,
          kind: 'body not the schema',
          headers: { 'content-type': JSON_TYPE },
          body: deepObject.text,
        },
        {
          ...plain,
          path,
          kind: 'multipart without boundary',
          headers: { 'content-type': 'multipart/form-data' },
          body: 'questionText=x',
        },
        // Issue 39: busboy throws on a boundary past 252 characters, which answered 500 on every upload route.
        {
          ...plain,
          path,
          kind: 'multipart boundary 300 characters',
          headers: { 'content-type': `multipart/form-data; boundary=${LONG_BOUNDARY}` },
          body: multipartText(LONG_BOUNDARY, [{ name: 'file', filename: 'a.png', content: 'x' }]),
        },
      );
    }
    cases.push(
      // Between the services' 1 MiB and the gateway's 6 MiB: one answer, the same every time.
      {
        ...plain,
        kind: 'body 2 MiB',
        headers: { 'content-type': JSON_TYPE },
        body: `{"x":"${'y'.repeat(2 * 1024 * 1024)}"}`,
      },
    );
  }
  // Above the gateway's limit: refused before any service reads it. Sent to the upload routes (no JSON schema):
  // the only ones a client has reason to send that much.
  if (['POST', 'PUT', 'PATCH'].includes(route.method) && !route.body) {
    cases.push({
      ...plain,
      kind: 'body 7 MiB',
      headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
      body: multipartText('fuzz', [
        { name: 'image', filename: 'big.png', type: 'image/png', content: 'x'.repeat(7 * 1024 * 1024) },
      ]),
    });
  }
  return cases.map((request, index) => ({
    ...request,
    method: route.method,
    role: request.role ?? allowedRoles[index % allowedRoles.length] ?? 'anonymous',
  }));
}

/** A path or query parameter that is a number (an id, a start index, a count of days). */
const isNumber = (parameter: Parameter) =>
  parameter.in !== 'header' && (parameter.schema.type === 'integer' || parameter.schema.type === 'number');

/** The route's path as filled in `values`, and once more for every other value of each enum path parameter. */
function enumPaths(route: Route, values: Record<string, string>): string[] {
  const paths = new Set([fillPath(route.path, values)]);
  for (const parameter of route.parameters.filter(({ in: where }) => where === 'path')) {
    const choices = [parameter.schema, ...(parameter.schema.anyOf ?? [])].flatMap((schema) => [
      ...(schema.enum ?? []),
      ...(schema.const === undefined ? [] : [schema.const]),
    ]);
    for (const choice of choices)
      paths.add(fillPath(route.path, { ...values, [parameter.name]: String(choice) }));
  }
  return [...paths];
}

function validPathValues(route: Route): fc.Arbitrary<Record<string, string>> {
  const parameters = route.parameters.filter((parameter) => parameter.in === 'path');
  return fc.record(
    Object.fromEntries(
      parameters.map((parameter) => [parameter.name, validValue(parameter.schema).map(String)]),
    ),
  );
}

function validQuery(route: Route): fc.Arbitrary<Record<string, unknown>> {
  const parameters = route.parameters.filter((parameter) => parameter.in === 'query');
  return fc.record(
    Object.fromEntries(parameters.map((parameter) => [parameter.name, validValue(parameter.schema)])),
    { requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name) },
  );
}

/** One query parameter broken, missing or repeated, or one the route does not know. */
function brokenQuery(parameters: Parameter[]): fc.Arbitrary<readonly [string, Record<string, unknown>]> {
  const unknown = fc
    .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.string())
    .map(([name, value]) => ['query extra parameter', { [name]: value }] as const);
  if (parameters.length === 0) return unknown;
  return fc.oneof(
    fc.constantFrom(...parameters).chain((parameter) =>
      fc.oneof(
        brokenValue(parameter.schema).map(
          (value) => [`query ${parameter.name}`, { [parameter.name]: value }] as const,
        ),
        fc.constant([`query ${parameter.name} missing`, { [parameter.name]: undefined }] as const),
        fc
          .array(validValue(parameter.schema), { minLength: 2, maxLength: 3 })
          .map((values) => [`query ${parameter.name} repeated`, { [parameter.name]: values }] as const),
      ),
    ),
    unknown,
  );
}

/** The query string: arrays repeat their parameter, objects are sent as their JSON text. */
function queryText(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(name, typeof item === 'string' ? item : toJsonText(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path with its parameters filled in, each encoded as one segment. */
function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? '1'));
}

interface Part {
  name: string;
  content: string | Uint8Array;
  filename?: string;
  type?: string;
}

/** Field names the services' forms read (question create and edit with issue 43's kinds, photo-to-quiz, jobs). */
const formFields = [
  'courseName',
  'questionText',
  'options',
  'correctIndex',
  'image',
  'removeImage',
  'kind',
  'answerKey',
  'explanation',
  'file',
  'files',
  'language',
  'text',
];

/** Past what RFC 2046 allows (70) and what busboy can search for (252). */
const LONG_BOUNDARY = 'b'.repeat(300);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG header claiming `width`×`height` with nothing after it: a truncated image. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set(PNG_SIGNATURE, 0);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

function multipartBody(): fc.Arbitrary<{
  kind: string;
  headers: Record<string, string>;
  body: string | Uint8Array;
}> {
  const value = fc.oneof(
    fc.string(),
    fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '1e309',
      '99999999999999999999',
      '-1',
      '[]',
      '{"a":',
      'x'.repeat(50_000),
      '',
    ),
    fc.json(),
  );
  const file = fc.oneof(
    fc.uint8Array({ maxLength: 256 }),
    fc.constant(pngHeader(20_000, 20_000)),
    fc.constant(pngHeader(0, 0)),
    fc.constant(Uint8Array.from(PNG_SIGNATURE)),
  );
  const part: fc.Arbitrary<Part> = fc.oneof(
    fc.record({
      name: fc.oneof(fc.constantFrom(...formFields), fc.string({ maxLength: 10 })),
      content: value,
    }),
    fc.record({
      name: fc.constantFrom('image', 'file', 'files'),
      content: file,
      filename: fc.oneof(fc.constantFrom('photo.png', 'a.jpg', '../../x.png', '\u0000.png', ''), fc.string()),
      type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', ''),
    }),
  );
  return fc.oneof(
    fc.array(part, { maxLength: 6 }).map((parts) => ({
      kind: 'multipart fields',
      headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
      body: multipartText('fuzzboundary', parts),
    })),
    fc.constantFrom(
      { kind: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, body: 'a=b' },
      {
        kind: 'multipart without boundary',
        headers: { 'content-type': 'multipart/form-data; boundary=' },
        body: '--\r\n',
      },
      {
        kind: 'multipart boundary 300 characters',
        headers: { 'content-type': `multipart/form-data; boundary="${LONG_BOUNDARY}"` },
        body: multipartText(LONG_BOUNDARY, [{ name: 'questionText', content: 'x' }]),
      },
      {
        kind: 'multipart broken',
        headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
        body: '--fuzz\r\nContent-Disposition: form-data; name="questionText"\r\n\r\nunterminated',
      },
      {
        kind: 'multipart broken',
        headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
        body: '',
      },
      {
        kind: 'multipart broken',
        headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
        body: '--fuzz\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--fuzz--\r\n',
      },
    ),
  );
}

/** A multipart/form-data body, written out by hand so its parts may be as wrong as a case wants. */
function multipartText(boundary: string, parts: Part[]): Uint8Array {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
    chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof part.content === 'string' ? encoder.encode(part.content) : part.content);
    chunks.push(encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}
