// Background job queues (BullMQ) and the payload each job carries.
import { type Static, Type } from '@sinclair/typebox';
import { Language } from './event-catalog.js';

export const QueueName = {
  generate: 'ai-generate',
  regenerate: 'ai-regenerate',
  ocr: 'ai-ocr',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

const AiModel = Type.Union([Type.Literal('openai'), Type.Literal('claude')]);

export const JobPayloads = {
  [QueueName.generate]: Type.Object({
    userId: Type.String(),
    text: Type.String({ minLength: 1 }),
    courseName: Type.String(),
    language: Language,
    maxQuestions: Type.Integer({ minimum: 1, maximum: 10 }),
    aiModel: AiModel,
    originalQuestion: Type.Optional(Type.String()),
  }),
  [QueueName.regenerate]: Type.Object({
    userId: Type.String(),
    questionText: Type.String({ minLength: 1 }),
    language: Language,
    courseName: Type.String(),
    sourceText: Type.String(),
    aiModel: AiModel,
  }),
  [QueueName.ocr]: Type.Object({
    userId: Type.String(),
    /** The uploaded image, base64-encoded: BullMQ payloads are JSON. */
    imageBase64: Type.String(),
    mimeType: Type.Union([Type.Literal('image/png'), Type.Literal('image/jpeg')]),
  }),
} as const;

export type JobPayload<Q extends QueueName> = Static<(typeof JobPayloads)[Q]>;
