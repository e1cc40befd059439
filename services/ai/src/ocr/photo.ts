// Which uploads photo-to-quiz accepts (SPEC.md §8/§9): PNG or JPEG by content, whatever the name says, at most 5 MB.
import { AiErrorCode, MAX_PHOTO_BYTES } from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';
import { fileTypeFromBuffer } from 'file-type';

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

export async function checkPhoto(bytes: Buffer): Promise<{ mime: PhotoMime }> {
  // The size is known without reading the content, so an oversized upload is refused before any parsing.
  if (bytes.length > MAX_PHOTO_BYTES) {
    throw new AppError(413, AiErrorCode.max5mb, 'File must be max 5 MB');
  }
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected && ACCEPTED[detected.mime];
  if (!mime) throw onlyPngJpgError();
  return { mime };
}
