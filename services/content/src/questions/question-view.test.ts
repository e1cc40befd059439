import { describe, expect, it } from 'vitest';
import { toQuestionResponse } from './question-view.js';
import type { QuestionRecord } from './questions.repository.js';

const record: QuestionRecord = {
  id: 7,
  courseId: 3,
  courseName: 'biologi',
  position: 2,
  questionText: 'Vad gör klorofyll?',
  imageUrl: '/api/v2/images/ab.webp',
  language: 'sv',
  options: [
    { optionLabel: 'A', optionText: 'Fångar ljus', isCorrect: true },
    { optionLabel: 'B', optionText: 'Lagrar vatten', isCorrect: false },
  ],
  explanation: 'Klorofyll absorberar rött och blått ljus.',
  importId: null,
  imageId: 'ab',
  createdBy: '00000000-0000-4000-8000-000000000001',
  ownerId: '00000000-0000-4000-8000-000000000002',
};

describe('a question as the API shows it', () => {
  it('when a stored question is shown, then its image row, who wrote it and who owns its course are left out and all else kept', () => {
    const { imageId: _imageId, createdBy: _createdBy, ownerId: _ownerId, ...shown } = record;
    expect(toQuestionResponse(record)).toEqual(shown);
    expect(toQuestionResponse(record)).not.toHaveProperty('imageId');
    expect(toQuestionResponse(record)).not.toHaveProperty('createdBy');
    expect(toQuestionResponse(record)).not.toHaveProperty('ownerId');
  });
});
