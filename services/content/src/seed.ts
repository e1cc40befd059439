// Development demo courses (never in production). A course that already exists is left as it is.
import { readFile } from 'node:fs/promises';
import { devAccount } from '@quizdrill/contracts';
import { type Caller, createLogger, runMigrations } from '@quizdrill/service-kit';
import type { Kysely } from 'kysely';
import { loadContentConfig } from './config.js';
import { createCourse } from './courses/courses.js';
import { findCourseByName } from './courses/courses.repository.js';
import { migrations } from './db/migrations/index.js';
import { SCHEMA } from './db/schema.js';
import type { ContentTables } from './db/tables.js';
import { createQuestion } from './questions/questions.js';
import { SEED_COURSES } from './seed-data/courses.js';

// src/seed.ts and dist/seed.js sit at the same depth, so this finds the images from both.
const imagesFolder = new URL('../src/seed-data/images/', import.meta.url);

export async function seed(db: Kysely<ContentTables>): Promise<string[]> {
  const created: string[] = [];
  for (const course of SEED_COURSES) {
    if (await findCourseByName(db, course.name)) continue;
    const account = devAccount(course.owner);
    const owner: Caller = {
      userId: account.id,
      username: account.username,
      role: account.role,
      isPremium: false,
    };
    await createCourse(db, owner, {
      name: course.name,
      displayName: course.displayName,
      description: course.description,
      language: course.language,
    });
    for (const question of course.questions) {
      const { image, ...fields } = question;
      await createQuestion(db, owner, course.name, {
        ...fields,
        ...(image ? { image: await readFile(new URL(image, imagesFolder)) } : {}),
      });
    }
    created.push(course.name);
  }
  return created;
}

const isEntryPoint = import.meta.url === `file://${process.argv[1]}`;
if (isEntryPoint) {
  const config = loadContentConfig();
  const logger = createLogger('content-seed', config.LOG_LEVEL);
  if (config.NODE_ENV === 'production') {
    logger.info('production: no demo courses are created');
  } else {
    await runMigrations<ContentTables>(
      { databaseUrl: config.DATABASE_URL, schema: SCHEMA, migrations, logger },
      async (db) => logger.info({ created: await seed(db) }, 'demo courses ready'),
    );
  }
}
