// Question images: recognised by their bytes, stored once per content hash, served at a URL that never changes.
import { createHash } from 'node:crypto';
import { ContentErrorCode } from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely, Transaction } from 'kysely';
import type { ContentTables } from '../db/tables.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Raster formats every current browser shows. SVG is left out on purpose: it can carry scripts, and it is served
 * from our own origin.
 */
const BROWSER_IMAGE_TYPES = new Map([
  ['image/png', 'png'],
  ['image/apng', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
  ['image/avif', 'avif'],
  ['image/bmp', 'bmp'],
  ['image/x-icon', 'ico'],
]);

export const IMAGE_URL_PREFIX = '/api/v2/images/';

export interface StoredImage {
  id: string;
  url: string;
}

export const imageUrl = (id: string, contentType: string) =>
  `${IMAGE_URL_PREFIX}${id}.${BROWSER_IMAGE_TYPES.get(contentType) ?? 'bin'}`;

export async function detectImageType(bytes: Buffer): Promise<string> {
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new AppError(413, ContentErrorCode.imageTooLarge, 'Image is too large (at most 5 MB)');
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !BROWSER_IMAGE_TYPES.has(detected.mime)) {
    throw new AppError(
      415,
      ContentErrorCode.imageNotSupported,
      'The file is not an image a browser can show',
    );
  }
  return detected.mime;
}

/** Stores the image unless the same bytes are already stored; returns its id (the SHA-256 of the bytes). */
export async function storeImage(
  db: Kysely<ContentTables> | Transaction<ContentTables>,
  bytes: Buffer,
): Promise<string> {
  const contentType = await detectImageType(bytes);
  const id = createHash('sha256').update(bytes).digest('hex');
  await db
    .insertInto('images')
    .values({ id, content_type: contentType, bytes, byte_size: bytes.length })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return id;
}
