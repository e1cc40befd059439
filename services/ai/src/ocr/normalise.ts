// A photo made ready for OCR: upright, grey, at a size where text is legible yet recognition stays quick.
import { MAX_IMAGE_PIXELS } from '@quizdrill/contracts';
import sharp from 'sharp';
import { onlyPngJpgError } from './photo.js';

/** Longer side at most this: a full page then has text tall enough, and recognition time stays bounded. */
export const MAX_LONG_SIDE = 2000;
/** Narrower images are enlarged up to this width: Tesseract misreads text only a few pixels tall. */
export const MIN_WIDTH = 1000;

/** The scale that brings an upright image of this size within the bounds above. */
export function ocrScale(width: number, height: number): number {
  return Math.min(MAX_LONG_SIDE / Math.max(width, height), Math.max(1, MIN_WIDTH / width));
}

/**
 * Auto-orients by EXIF, greys, rescales and stretches the contrast; returns a PNG. Depends only on the bytes.
 * The upload was checked before its job was queued (checkPhoto); an image that still cannot be decoded (corrupt,
 * truncated, or over MAX_IMAGE_PIXELS) is the uploader's problem: it fails as onlyPngJpg, a 4xx that is not retried.
 */
export async function normaliseForOcr(image: Buffer): Promise<Buffer> {
  try {
    const { autoOrient } = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    const scale = ocrScale(autoOrient.width, autoOrient.height);
    return await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .greyscale()
      .resize({
        width: Math.round(autoOrient.width * scale),
        height: Math.round(autoOrient.height * scale),
        fit: 'fill',
        kernel: 'lanczos3',
      })
      .normalise()
      // One channel instead of three equal ones: a third of the pixels for Tesseract to decode.
      .toColourspace('b-w')
      // Tesseract decodes this once; a light compression is faster overall than a small file.
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    throw onlyPngJpgError(error);
  }
}
