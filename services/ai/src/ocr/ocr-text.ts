// The text Tesseract read, as photo-to-quiz answers it: what OCR makes of a photo is ours to clean (issue 39). A
// control character it reads out of smudges and lines would come back to the text-to-quiz form, which refuses it.
import { withoutControlCharacters } from '@quizdrill/contracts';

export function ocrText(recognised: string): string {
  return withoutControlCharacters(recognised).trim();
}
