// Question images kept at the two sizes the screens show (640 and 320 px) instead of as uploaded, so students
// download kilobytes; images no question shows any more go. Stored images are converted here once.
import { type Kysely, sql } from 'kysely';
import sharp, { type Sharp } from 'sharp';

// Fixed here rather than imported: a migration is history and must not change when the code around it does.
const DISPLAY_PX = 640;
const THUMBNAIL_PX = 320;

/** Lossy WebP, or lossless when the source was lossless and that is smaller. */
async function webp(image: Sharp, losslessSource: boolean): Promise<Buffer> {
  const lossy = await image.clone().webp({ quality: 80, smartSubsample: true }).toBuffer();
  if (!losslessSource) return lossy;
  const lossless = await image.clone().webp({ lossless: true }).toBuffer();
  return lossless.length < lossy.length ? lossless : lossy;
}

/** Both sizes, from one decoding of the stored upload. */
async function convert(
  bytes: Buffer,
  losslessSource: boolean,
): Promise<[display: Buffer, thumbnail: Buffer]> {
  // Whatever was stored before uploads were checked is shown as well as it decodes: no pixel limit, no failure on
  // a truncated file.
  const { data, info } = await sharp(bytes, { failOn: 'none', limitInputPixels: false, sequentialRead: true })
    .autoOrient()
    .resize(DISPLAY_PX, DISPLAY_PX, { fit: 'inside', withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const display = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const thumbnail = display
    .clone()
    .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true });
  return Promise.all([webp(display, losslessSource), webp(thumbnail, losslessSource)]);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from images where not exists (select from questions where questions.image_id = images.id)`.execute(
    db,
  );
  await sql`alter table images add column display bytea, add column thumbnail bytea`.execute(db);

  // One image at a time: each may be 5 MB as uploaded.
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; content_type: string; bytes: Buffer }>`
      select id, content_type, bytes from images where id > ${after} order by id limit 1`.execute(db);
    const image = rows[0];
    if (!image) break;
    after = image.id;
    const losslessSource = image.content_type !== 'image/jpeg';
    const converted = await convert(image.bytes, losslessSource).catch(() => undefined);
    // One that does not decode at all is served as it was, rather than taken from its questions.
    const [display, thumbnail] = converted ?? [image.bytes, image.bytes];
    await sql`
      update images
      set display = ${display}, thumbnail = ${thumbnail}, content_type = ${converted ? 'image/webp' : image.content_type}
      where id = ${image.id}`.execute(db);
  }

  await sql`
    alter table images
      alter column display set not null,
      alter column thumbnail set not null,
      drop column bytes,
      drop column byte_size`.execute(db);
  // Deleting a question, or a course, asks whether any other question still shows its image.
  await sql`create index questions_image_id on questions (image_id)`.execute(db);
}
