// Reads the photo of `POST /api/v2/phototoquiz` (multipart field `file`) into an OCR job's payload.
import type {} from '@fastify/multipart';
import { AiErrorCode, type JobPayload, MAX_PHOTO_BYTES, type QueueName } from '@quizdrill/contracts';
import { AppError, type Caller } from '@quizdrill/service-kit';
import type { FastifyRequest } from 'fastify';
import { checkPhoto } from '../ocr/photo.js';

const tooLarge = () => new AppError(413, AiErrorCode.max5mb, 'File must be max 5 MB');

export async function readPhoto(
  request: FastifyRequest,
  caller: Caller,
): Promise<JobPayload<typeof QueueName.ocr>> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'unsupported_media_type',
      'Send the photo as multipart/form-data in the field "file"',
    );
  }
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file' && part.fieldname === 'file') bytes = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // SPEC's 5 MB is per file: two small files are not too large, they are one too many.
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw AppError.badRequest('Send one photo, in the field "file"');
    }
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw error;
  }
  if (!bytes || bytes.length === 0) throw AppError.badRequest('Choose a photo to upload (field "file")');
  const { mime } = await checkPhoto(bytes);
  return {
    userId: caller.userId,
    imageBase64: bytes.toString('base64'),
    mimeType: mime,
  };
}
