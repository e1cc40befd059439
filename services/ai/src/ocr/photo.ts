// Which uploads photo-to-quiz accepts (SPEC.md §8/§9): PNG or JPEG by content, whatever the name says, at most 5 MB,
// at most MAX_IMAGE_PIXELS, and whole: refused here, before a job is queued, not by the worker after it.
import { AiErrorCode, MAX_IMAGE_PIXELS, MAX_PHOTO_BYTES } from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export type PhotoMime = 'image/png' | 'image/jpeg';

/** What file-type reports → what we call it. An animated PNG is still a PNG; its first frame is what is read. */
const ACCEPTED: Readonly<Record<string, PhotoMime>> = {
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/jpeg': 'image/jpeg',
};

export function onlyPngJpgError(cause?: unknown): AppError {
  return new AppError(415, AiErrorCode.onlyPngJpg, 'Only PNG or JPG/JPEG are allowed', { cause });
}

const unreadable = (cause: unknown) =>
  new AppError(
    422,
    AiErrorCode.photoUnreadable,
    'The photo cannot be read: the file is damaged or incomplete',
    {
      cause,
    },
  );

/**
 * The header says how many pixels decoding would take: more than MAX_IMAGE_PIXELS is refused without decoding.
 * Then the whole file is decoded, at an eighth of its size where JPEG allows, so a cut-off or damaged one is
 * refused now (`failOn: 'error'`) rather than failing its job.
 */
async function checkDecodes(bytes: Buffer): Promise<void> {
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw unreadable(error);
    });
  if (header.width * header.height > MAX_IMAGE_PIXELS) {
    throw new AppError(
      422,
      AiErrorCode.imageTooManyPixels,
      `The photo is ${header.width} × ${header.height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted`,
    );
  }
  await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .resize(256, 256, { fit: 'inside' })
    .toBuffer()
    .catch((error: unknown) => {
      throw unreadable(error);
    });
}

export async function checkPhoto(bytes: Buffer): Promise<{ mime: PhotoMime }> {
  // The size is known without reading the content, so an oversized upload is refused before any parsing.
  if (bytes.length > MAX_PHOTO_BYTES) {
    throw new AppError(413, AiErrorCode.max5mb, 'File must be max 5 MB');
  }
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected && ACCEPTED[detected.mime];
  if (!mime) throw onlyPngJpgError();
  await checkDecodes(bytes);
  return { mime };
}
