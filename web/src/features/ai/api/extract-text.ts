import { type JobContext, runJob, useJobMutation } from './ai-jobs';

/**
 * The text read from a photo (SPEC §4 "Photo-to-quiz" 2), as a job: multipart field `file`. 415 onlyPngJpg and
 * 413 max5mb refuse the file before a job starts.
 */
export async function extractText(photo: File, context: JobContext): Promise<string> {
  const form = new FormData();
  form.set('file', photo, photo.name);
  const result = await runJob('phototoquiz', form, context);
  return typeof result === 'string' ? result : '';
}

export function useExtractText() {
  return useJobMutation(extractText);
}
