// Query key roots of the content service's answers, shared so a change made in one feature refreshes what another
// shows (a saved question changes its course's question count).
export const contentQueryKeys = {
  courses: ['courses'] as const,
  questions: ['questions'] as const,
  /** A course's imports: `[...imports, courseId]`. */
  imports: ['imports'] as const,
};
