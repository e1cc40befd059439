// Stored question images: kept once however many questions show them, and deleted with the last question that shows
// them.
import { QUESTION_IMAGE_SIZES, type QuestionImageSize } from '@quizdrill/contracts';
import type { Db } from '@quizdrill/service-kit';
import { sql } from 'kysely';
import type { ContentTables } from '../db/tables.js';
import type { PreparedImage } from './images.js';

const [THUMBNAIL_PX] = QUESTION_IMAGE_SIZES;

/**
 * Stores the image unless it is stored already, and holds its row until the transaction ends: a concurrent
 * `deleteUnusedImages` (another question giving up the same image) then leaves it alone, or, having deleted it
 * first, lets this insert it anew.
 */
export async function storeImage(db: Db<ContentTables>, image: PreparedImage): Promise<string> {
  await db
    .insertInto('images')
    .values({
      id: image.id,
      content_type: image.contentType,
      display: image.display,
      thumbnail: image.thumbnail,
    })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ id: (eb) => eb.ref('excluded.id') }))
    .execute();
  return image.id;
}

/**
 * Deletes those of `ids` that no question shows any more (call it after the questions changed, in the same
 * transaction). Shared images stay while one question still shows them. An image another transaction holds is
 * being stored for a question right now, so it is skipped rather than waited for.
 */
export async function deleteUnusedImages(
  db: Db<ContentTables>,
  ids: Iterable<string | null | undefined>,
): Promise<void> {
  const candidates = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (candidates.length === 0) return;
  // Locked first, checked after: in READ COMMITTED the second statement sees every question committed before the
  // lock was taken, and no new one can refer to a locked image until this transaction ends.
  const locked = await db
    .selectFrom('images')
    .select('id')
    .where('id', 'in', candidates)
    .forUpdate()
    .skipLocked()
    .execute();
  if (locked.length === 0) return;
  await db
    .deleteFrom('images')
    .where(
      'id',
      'in',
      locked.map((row) => row.id),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('questions').select(sql`1`.as('used')).whereRef('questions.image_id', '=', 'images.id'),
        ),
      ),
    )
    .execute();
}

/** One stored size of an image, or undefined when there is no such image. */
export async function imageBytes(
  db: Db<ContentTables>,
  id: string,
  size: QuestionImageSize,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom('images')
    .select(['content_type', size === THUMBNAIL_PX ? 'thumbnail as bytes' : 'display as bytes'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { contentType: row.content_type, bytes: row.bytes };
}
