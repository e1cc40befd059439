// The migration that keeps question images at their two display sizes converts what was stored before it.
import { createDatabase, migrateToLatest } from '@quizdrill/service-kit';
import { createTestDatabase, oversizedPng, type TestDatabase } from '@quizdrill/test-kit';
import { type Kysely, sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.js';
import { SCHEMA } from '../src/db/schema.js';

const BEFORE_IMAGE_SIZES = Object.fromEntries(
  Object.entries(migrations).filter(([name]) => name < '20261205_1000_image_sizes'),
);

describe('the image sizes migration', () => {
  let database: TestDatabase;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase<unknown>({ url: database.url, schema: SCHEMA });
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('when images were stored as uploaded, then each is converted to 640 and 320 px WebP and the unused ones go', async () => {
    await migrateToLatest(db, { schema: SCHEMA, migrations: BEFORE_IMAGE_SIZES });
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    // Stored before uploads were checked: 400 megapixels in 48 KB, and a PNG cut off halfway.
    const huge = oversizedPng(20_000, 20_000);
    const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e8c170' } })
      .png()
      .toBuffer();
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    const images = { photo, huge, truncated, unused: whole };
    for (const [id, bytes] of Object.entries(images)) {
      await sql`insert into images (id, content_type, bytes, byte_size)
        values (${id}, ${id === 'photo' ? 'image/jpeg' : 'image/png'}, ${bytes}, ${bytes.length})`.execute(
        db,
      );
    }
    const { rows } = await sql<{ id: number }>`
      insert into courses (name, display_name, description, language, owner_id)
      values ('gamla-bilder', 'Gamla bilder', 'Från förr', 'sv', gen_random_uuid()) returning id`.execute(db);
    for (const [position, imageId] of ['photo', 'huge', 'truncated'].entries()) {
      await sql`insert into questions (course_id, position, question_text, image_id, language, created_by)
        values (${rows[0]!.id}, ${position}, 'Vad visar bilden?', ${imageId}, 'sv', gen_random_uuid())`.execute(
        db,
      );
    }

    await migrateToLatest(db, { schema: SCHEMA, migrations });

    const stored = await sql<{ id: string; content_type: string; display: Buffer; thumbnail: Buffer }>`
      select id, content_type, display, thumbnail from images order by id`.execute(db);
    expect(stored.rows.map((row) => row.id)).toEqual(['huge', 'photo', 'truncated']);
    const sizes = async (bytes: Buffer) => {
      const { format, width, height } = await sharp(bytes).metadata();
      return { format, width, height };
    };
    const byId = Object.fromEntries(stored.rows.map((row) => [row.id, row]));
    expect(byId.photo!.content_type).toBe('image/webp');
    expect(await sizes(byId.photo!.display)).toEqual({ format: 'webp', width: 640, height: 480 });
    expect(await sizes(byId.photo!.thumbnail)).toEqual({ format: 'webp', width: 320, height: 240 });
    expect(await sizes(byId.huge!.display)).toEqual({ format: 'webp', width: 640, height: 640 });
    expect(await sizes(byId.truncated!.display)).toEqual({ format: 'webp', width: 640, height: 480 });
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = ${SCHEMA} and table_name = 'images' order by column_name`.execute(db);
    expect(columns.rows.map((row) => row.column_name)).toEqual([
      'content_type',
      'created_at',
      'display',
      'id',
      'thumbnail',
    ]);
  });
});
