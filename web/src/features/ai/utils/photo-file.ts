// SPEC §5, §9 "Photo to quiz": PNG, JPEG or JPG of at most 5 MB, checked before the upload (the ai service checks
// the same and answers 415 onlyPngJpg or 413 max5mb; what only decoding tells, over 40 megapixels or a damaged file,
// it answers with 422).
import { MAX_PHOTO_BYTES, PHOTO_EXTENSIONS, PHOTO_MIME_TYPES } from '@quizdrill/contracts/rules';

/** For the file input's `accept`: the types and the extensions, for systems that know only one of them. */
export const PHOTO_ACCEPT = [
  ...PHOTO_MIME_TYPES,
  ...PHOTO_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

export type PhotoProblem = 'photoToQuiz.onlyPngJpg' | 'photoToQuiz.max5mb';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * What is wrong with a chosen file, or null. The type the browser reports decides; a file it reports no type
 * for (some systems) is judged by its name.
 */
export function photoProblem(file: { name: string; type: string; size: number }): PhotoProblem | null {
  const allowed =
    file.type === ''
      ? PHOTO_EXTENSIONS.some((extension) => extension === extensionOf(file.name))
      : PHOTO_MIME_TYPES.some((type) => type === file.type);
  if (!allowed) return 'photoToQuiz.onlyPngJpg';
  if (file.size > MAX_PHOTO_BYTES) return 'photoToQuiz.max5mb';
  return null;
}
