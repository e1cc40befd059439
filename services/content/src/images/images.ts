// Question images: checked by decoding them and made at the two sizes the screens show, served at URLs that never
// change. Storing and deleting them is images.repository.ts's.
import { createHash } from 'node:crypto';
import {
  ContentErrorCode,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  QUESTION_IMAGE_SIZES,
} from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';

// Each upload is decoded once: libvips's cache of recent operations would only hold tens of megabytes for nothing.
sharp.cache(false);

/**
 * Raster formats every current browser shows. SVG is left out on purpose: it can carry scripts, and decoding it
 * means rendering a document.
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

/** What every stored size is encoded as: the smallest format all current browsers show, with alpha. */
const STORED_TYPE = 'image/webp';

export const IMAGE_URL_PREFIX = '/api/v2/images/';

/** The URL of an image at 640 px; `?size=320` gives the thumbnail. */
export const imageUrl = (id: string, contentType: string) =>
  `${IMAGE_URL_PREFIX}${id}.${BROWSER_IMAGE_TYPES.get(contentType) ?? 'bin'}`;

/** An upload made ready to store: its id and its two sizes. The upload itself is not kept. */
export interface PreparedImage {
  /** The SHA-256 of the uploaded bytes: the same upload twice is stored once. */
  id: string;
  contentType: string;
  /** At most 640 × 640 px (SPEC.md §9's zoom). */
  display: Buffer;
  /** At most 320 × 320 px (SPEC.md §9's thumbnail). */
  thumbnail: Buffer;
}

const [THUMBNAIL_PX, DISPLAY_PX] = QUESTION_IMAGE_SIZES;

const unreadable = (cause?: unknown) =>
  new AppError(
    422,
    ContentErrorCode.imageNotSupported,
    'The image cannot be read: the file is damaged or incomplete',
    { cause },
  );

async function detectImageType(bytes: Buffer): Promise<string> {
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

/** Refuses an image whose header claims more than MAX_IMAGE_PIXELS, before a single pixel is decoded. */
async function checkPixels(bytes: Buffer): Promise<void> {
  // Reading the header only: the pixel limit is ours to check, with a message that names it.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw unreadable(error);
    });
  // An animation is shown (and stored) as its first frame.
  const width = header.width;
  const height = header.pageHeight ?? header.height;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new AppError(
      422,
      ContentErrorCode.imageTooManyPixels,
      `The image is ${width} × ${height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted`,
    );
  }
}

/**
 * Lossy WebP for photographs; a lossless source (a diagram, a screenshot) is also tried losslessly, which is often
 * several times smaller for flat colours and keeps text crisp. The smaller one is kept.
 */
async function encode(image: Sharp, losslessSource: boolean): Promise<Buffer> {
  const candidates = [image.clone().webp({ quality: 80, smartSubsample: true }).toBuffer()];
  if (losslessSource) candidates.push(image.clone().webp({ lossless: true }).toBuffer());
  const encoded = await Promise.all(candidates);
  return encoded.reduce((smallest, next) => (next.length < smallest.length ? next : smallest));
}

/**
 * Checks an upload and makes its two stored sizes: refused when over 5 MB, not an image a browser shows, over
 * MAX_IMAGE_PIXELS, or damaged (a truncated file fails to decode). Upright by its EXIF orientation, and without
 * its metadata (a phone photo's location stays on the phone).
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  const sourceType = await detectImageType(bytes);
  await checkPixels(bytes);
  // Decoded once, to the display size; the thumbnail is made from that. `failOn: 'error'` refuses truncated and
  // corrupt data, yet accepts the harmless oddities (a warning) many cameras write.
  const decoded = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .resize(DISPLAY_PX, DISPLAY_PX, { fit: 'inside', withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw unreadable(error);
    });
  const { width, height, channels } = decoded.info;
  const display = sharp(decoded.data, { raw: { width, height, channels } });
  const thumbnail = display
    .clone()
    .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true });
  const losslessSource = sourceType !== 'image/jpeg';
  const [displayBytes, thumbnailBytes] = await Promise.all([
    encode(display, losslessSource),
    encode(thumbnail, losslessSource),
  ]);
  return {
    id: createHash('sha256').update(bytes).digest('hex'),
    contentType: STORED_TYPE,
    display: displayBytes,
    thumbnail: thumbnailBytes,
  };
}
