// Reads the multipart question form (SPEC.md §7): questionText, options (JSON), correctIndex, image, courseName, and
// (additions) removeImage for question edit and explanation.

import type {} from '@fastify/multipart';
import { ContentErrorCode, ErrorCode, MAX_IMAGE_BYTES } from '@quizdrill/contracts';
import { AppError, checkFormField } from '@quizdrill/service-kit';
import type { FastifyRequest } from 'fastify';
import type { QuestionInput } from './questions.js';

export interface QuestionForm extends QuestionInput {
  courseName?: string;
}

const FIELDS = new Set([
  'questionText',
  'options',
  'correctIndex',
  'courseName',
  'removeImage',
  'explanation',
]);

function parseCorrectIndex(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value))
    throw AppError.badRequest('correctIndex must be a whole number', ContentErrorCode.invalidOptions);
  return Number(value);
}

function parseRemoveImage(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw AppError.badRequest('removeImage must be true or false', ErrorCode.validation);
}

export async function readQuestionForm(request: FastifyRequest): Promise<QuestionForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', 'Send the question as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 200_000 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A form with no image chosen still sends an empty file part.
        if (part.fieldname === 'image' && bytes.length > 0) image = bytes;
      } else if (FIELDS.has(part.fieldname)) {
        const value = String(part.value);
        checkFormField(part.fieldname, value);
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, ContentErrorCode.imageTooLarge, 'Image is too large (at most 5 MB)');
    }
    // The 5 MB is per file: a second file is not too large, it is one too many.
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw AppError.badRequest('A question has one image: send one file, in the field "image"');
    }
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new AppError(413, 'payload_too_large', 'The form is too large');
    }
    throw error;
  }
  return {
    questionText: fields.questionText ?? '',
    options: fields.options ?? '',
    correctIndex: parseCorrectIndex(fields.correctIndex),
    ...(image ? { image } : {}),
    ...(parseRemoveImage(fields.removeImage) ? { removeImage: true } : {}),
    ...(fields.courseName ? { courseName: fields.courseName } : {}),
    ...(fields.explanation === undefined ? {} : { explanation: fields.explanation }),
  };
}
