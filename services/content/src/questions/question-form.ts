// Reads the multipart question form (SPEC.md §7): questionText, options (JSON), correctIndex, image, courseName, and
// (additions) removeImage for question edit, explanation, and a question's kind with its answer key (issue 43).

import type {} from '@fastify/multipart';
import {
  ANSWER_KEY_FIELD_MAX_LENGTH,
  ContentErrorCode,
  ErrorCode,
  FEEDBACK_MAX_LENGTH,
  MAX_IMAGE_BYTES,
  MAX_MATCHING_ITEMS,
  MAX_NUMERIC_RANGES,
  MAX_OPTIONS,
  MAX_SHORT_ANSWERS,
  MIN_MATCHING_PAIRS,
} from '@quizdrill/contracts';
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
  'kind',
  'answerKey',
]);

/** A form's text field is read up to this; a longer one is refused rather than read cut. */
const FIELD_MAX_BYTES = 200_000;

/** The form as the API reference describes it: every field, and how to send each kind. */
export const QUESTION_FORM_DESCRIPTION = [
  'A multipart/form-data form (SPEC.md §7) with these fields:',
  '- `questionText` (required): the question.',
  "- `kind` (optional): `single` (the default: SPEC's question), `multiple`, `truefalse`, `short`, `numeric` or " +
    '`matching`. Editing a question to another kind replaces its answer key with the one sent.',
  `- \`options\`: a JSON array of the choice kinds' options, 2 to ${MAX_OPTIONS}, labelled A, B, C… in their order: ` +
    'plain strings, or objects `{"optionText": "Vänern", "isCorrect": true, "feedback": "Rätt: 5 650 km²"}` ' +
    `(\`feedback\` optional, at most ${FEEDBACK_MAX_LENGTH} characters, shown to a student who chose it). Empty or ` +
    'left out for short, numeric and matching.',
  '- `correctIndex`: the 0-based index of the right option of a single-choice question (else the one option with ' +
    '`isCorrect`); of a true/false question 0 for true, 1 for false.',
  '- `answerKey`: JSON, the answer key of short, numeric and matching (none for the choice kinds), at most ' +
    `${ANSWER_KEY_FIELD_MAX_LENGTH.toLocaleString('en')} characters.`,
  '- `explanation` (optional): shown after answering; empty removes it, left out keeps it (on edit).',
  '- `image` (optional file): PNG, JPEG, GIF or WebP, at most 5 MB; on edit it replaces the stored one (without ' +
    'one the stored image stays).',
  '- `removeImage` (edit only): `true` removes the stored image; not together with an `image`.',
  '- `courseName`: the course a new question goes to (create only).',
  '',
  'How to send each kind:',
  '- single: `options` and `correctIndex` (or one option with `isCorrect`), as SPEC has it.',
  '- multiple: `kind=multiple`, `options` with `isCorrect` on every right one (at least one); scored with partial ' +
    'credit.',
  '- truefalse: `kind=truefalse` and `correctIndex` 0 (true) or 1 (false), or two `options` with `isCorrect` on ' +
    'one; the options are always A "Sant"/"True" and B "Falskt"/"False" in the question\'s language, and only ' +
    'their `feedback` is read.',
  `- short: \`kind=short\`, \`answerKey\` {"answers": [{"text": "Stockholm", "credit": 100, "feedback": "…"}], ` +
    `"lenient": true}: up to ${MAX_SHORT_ANSWERS} accepted answers, one worth \`credit\` 100 (percent); \`*\` ` +
    'matches any run of characters; `lenient` also accepts answers without accents and with one typo per word of ' +
    'five letters or more.',
  `- numeric: \`kind=numeric\`, \`answerKey\` {"ranges": [{"value": 3.14, "tolerance": 0.01, "credit": 100}]}: ` +
    `up to ${MAX_NUMERIC_RANGES} values, each with a tolerance of 0 or more, one worth 100.`,
  `- matching: \`kind=matching\`, \`answerKey\` {"pairs": [{"left": "Sverige", "right": "Stockholm"}, …]}: at ` +
    `least ${MIN_MATCHING_PAIRS} pairs, at most ${MAX_MATCHING_ITEMS} items; a pair with an empty \`left\` is an ` +
    'extra right item that matches nothing.',
  '',
  `A wrong answer key is answered 400 with \`${ContentErrorCode.invalidAnswerKey}\`, wrong options with ` +
    `\`${ContentErrorCode.invalidOptions}\`, and a message saying what is wrong.`,
].join('\n');

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
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: FIELD_MAX_BYTES },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A form with no image chosen still sends an empty file part.
        if (part.fieldname === 'image' && bytes.length > 0) image = bytes;
      } else if (FIELDS.has(part.fieldname)) {
        if (part.valueTruncated) {
          throw AppError.badRequest(
            `The field ${part.fieldname} is too long (at most ${FIELD_MAX_BYTES.toLocaleString('en')} bytes)`,
            ErrorCode.validation,
          );
        }
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
    ...(fields.kind === undefined ? {} : { kind: fields.kind }),
    ...(fields.answerKey === undefined ? {} : { answerKey: fields.answerKey }),
  };
}
