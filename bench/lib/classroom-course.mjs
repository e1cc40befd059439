// The seeded courses of the classroom bench, written straight into the quiz read model (what the hot path reads),
// so no content service is needed.

export const LABELS = ['A', 'B', 'C', 'D'];

/** The seeding rule for the right option, so a virtual student can answer right when it means to. */
export function correctLabel(questionId) {
  return LABELS[questionId % LABELS.length];
}

/**
 * A course snapshot as content would send it. Question ids start at `firstQuestionId`; give courses that are
 * compared with each other ids of the same number of digits, since a session stores its current question's id.
 */
export function courseSnapshot({ id, name, questions, firstQuestionId }) {
  return {
    course: { id, name, displayName: `Bench ${name}`, language: 'sv' },
    questions: Array.from({ length: questions }, (_, index) => {
      const questionId = firstQuestionId + index;
      return {
        id: questionId,
        courseId: id,
        courseName: name,
        position: index + 1,
        questionText: `Fråga ${index + 1}: vilken av de här städerna ligger närmast Stockholm?`,
        imageUrl: null,
        language: 'sv',
        options: LABELS.map((optionLabel, option) => ({
          optionLabel,
          optionText: `Alternativ ${optionLabel}: stad nummer ${option + 1}`,
          isCorrect: optionLabel === correctLabel(questionId),
        })),
      };
    }),
  };
}
