// Starts the content service in-process against a fresh database, with tokens signed by a stand-in for auth.
import type { DevAccount } from '@quizdrill/contracts';
import { createDatabase } from '@quizdrill/service-kit';
import {
  type ApiCallOptions,
  type ApiResponse,
  type FakeAuthKeys,
  openTestSystem,
  serveFakePeople,
  type TestEnvironment,
} from '@quizdrill/test-kit';
import type { Kysely } from 'kysely';
import { buildContentApp } from '../src/app.js';
import { loadContentConfig } from '../src/config.js';
import { SCHEMA } from '../src/db/schema.js';
import type { ContentTables } from '../src/db/tables.js';

export type TestResponse = ApiResponse;

export type AccountName = DevAccount['username'];

export interface ContentUnderTest {
  url: string;
  environment: TestEnvironment;
  db: Kysely<ContentTables>;
  tokenFor(account: AccountName | DevAccount): Promise<string>;
  /** The stand-in for auth's people requests: whom it knows, as the users replica asks for them. */
  people: Pick<FakeAuthKeys, 'know' | 'forget'>;
  /** The stand-in stops answering people requests (as auth down), and answers again. */
  peopleRequests: { stop(): Promise<void>; start(): Promise<void> };
  call(method: string, path: string, options?: ApiCallOptions): Promise<TestResponse>;
  /** Runs content's retention sweep as if it were `now` (it otherwise runs a minute after start, then daily). */
  sweep(now: Date): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

export async function startContent(env: Record<string, string> = {}): Promise<ContentUnderTest> {
  const system = await openTestSystem();
  // The users replica asks auth for a user on each of its events: a stand-in answers for those the test names.
  const namespace = system.env.EVENT_NAMESPACE ?? '';
  let people = await serveFakePeople(system.authKeys, namespace);
  system.onStop(() => people.close());
  const app = await buildContentApp(loadContentConfig({ ...system.env, ...env }));
  const running = await system.start(app);
  const db = system.use(
    createDatabase<ContentTables>({ url: system.environment.database.url, schema: SCHEMA }),
    (db) => db.destroy(),
  );

  return {
    url: running.url,
    environment: system.environment,
    db,
    tokenFor: (account) => system.api.tokenFor(account),
    people: system.authKeys,
    peopleRequests: {
      stop: () => people.close(),
      start: async () => {
        people = await serveFakePeople(system.authKeys, namespace);
      },
    },
    call: (method, path, options) => system.api.call(running.url, method, path, options),
    sweep: (now) => app.retention!.sweep(now),
    stop: () => system.stop(),
  };
}

/** The question form as the web app sends it. */
export function questionForm(fields: {
  questionText: string;
  /** Left out of the form when undefined. */
  options?: unknown;
  correctIndex?: number;
  courseName?: string;
  image?: { bytes: Uint8Array; name: string; type?: string };
  removeImage?: string;
  explanation?: string;
  kind?: string;
  /** JSON text as sent, or a value sent as JSON. */
  answerKey?: unknown;
}): FormData {
  const form = new FormData();
  form.set('questionText', fields.questionText);
  if (fields.options !== undefined) {
    form.set('options', typeof fields.options === 'string' ? fields.options : JSON.stringify(fields.options));
  }
  if (fields.correctIndex !== undefined) form.set('correctIndex', String(fields.correctIndex));
  if (fields.courseName) form.set('courseName', fields.courseName);
  if (fields.removeImage !== undefined) form.set('removeImage', fields.removeImage);
  if (fields.explanation !== undefined) form.set('explanation', fields.explanation);
  if (fields.kind !== undefined) form.set('kind', fields.kind);
  if (fields.answerKey !== undefined) {
    form.set(
      'answerKey',
      typeof fields.answerKey === 'string' ? fields.answerKey : JSON.stringify(fields.answerKey),
    );
  }
  if (fields.image) {
    form.set(
      'image',
      new Blob([fields.image.bytes], { type: fields.image.type ?? 'application/octet-stream' }),
      fields.image.name,
    );
  }
  return form;
}

/** The smallest valid PNG (1×1), and a GIF, for upload tests. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export async function createCourse(
  content: ContentUnderTest,
  as: AccountName,
  name: string,
  language = 'sv',
) {
  const response = await content.call('POST', '/api/v2/courses', {
    as,
    body: { name, displayName: `Kurs ${name}`, description: 'En kurs för prov', language },
  });
  if (response.status !== 201) throw new Error(`course ${name}: ${response.status} ${await response.text()}`);
  return response.json();
}
