// Query key roots of the content service's answers, shared so a change made in one feature refreshes what another
// shows (a saved question changes its course's question count).
export const contentQueryKeys = {
  courses: ['courses'] as const,
  questions: ['questions'] as const,
  /** A course's imports: `[...imports, courseId]`. */
  imports: ['imports'] as const,
};

/** The content service's items that have details of their own. */
export type ContentKind = 'courses' | 'questions';

/** The key of one course's or question's details. */
export function contentDetailsKey(kind: ContentKind, id: number) {
  return [...contentQueryKeys[kind], 'details', id] as const;
}
