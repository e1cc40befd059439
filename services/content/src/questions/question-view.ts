import type { QuestionResponse } from '@quizdrill/contracts';
import type { QuestionRecord } from './questions.repository.js';

/**
 * A question as the API and the course snapshot show it: which image row it has, who wrote it and who owns its
 * course stay internal.
 */
export function toQuestionResponse({
  imageId: _imageId,
  createdBy: _createdBy,
  ownerId: _ownerId,
  ...question
}: QuestionRecord): QuestionResponse {
  return question;
}
