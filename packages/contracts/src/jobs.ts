// Background job queues (BullMQ) and the payload each job carries (DESIGN.md "Jobs").
import { type Static, Type } from '@sinclair/typebox';
import { Language } from './event-catalog.js';
import { AiModel, type JobKind, RegenerateOptionsRequest } from './http/ai.js';

export const QueueName = {
  generate: 'ai-generate',
  regenerate: 'ai-regenerate',
  ocr: 'ai-ocr',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

/** Which queue runs each kind of job that `POST /api/v2/jobs/{kind}` accepts. */
export const QueueOfJobKind: Record<JobKind, QueueName> = {
  'generate-questions': QueueName.generate,
  'regenerate-options': QueueName.regenerate,
  phototoquiz: QueueName.ocr,
};

/** Who asked, by id (issue 44): jobs are theirs alone, and their usage is recorded under them. */
const JobOwner = { userId: Type.String() };

export const JobPayloads = {
  [QueueName.generate]: Type.Object({
    ...JobOwner,
    text: Type.String({ minLength: 1 }),
    courseName: Type.String(),
    language: Language,
    maxQuestions: Type.Integer({ minimum: 1, maximum: 10 }),
    aiModel: Type.Optional(AiModel),
    originalQuestion: Type.Optional(
      Type.Object({
        questionText: Type.String(),
        options: Type.Optional(Type.Array(Type.Object({ optionText: Type.String() }))),
      }),
    ),
  }),
  [QueueName.regenerate]: Type.Composite([
    Type.Object({ ...JobOwner, language: Language }),
    Type.Omit(RegenerateOptionsRequest, ['language']),
  ]),
  [QueueName.ocr]: Type.Object({
    ...JobOwner,
    /** The uploaded image, base64-encoded: BullMQ payloads are JSON. */
    imageBase64: Type.String(),
    mimeType: Type.Union([Type.Literal('image/png'), Type.Literal('image/jpeg')]),
  }),
} as const;

export type JobPayload<Q extends QueueName> = Static<(typeof JobPayloads)[Q]>;
