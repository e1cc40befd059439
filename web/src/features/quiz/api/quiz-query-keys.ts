// Query keys of the quiz service's answers: every answer changes them all, so they share one root.
export const quizQueryKeys = {
  all: ['quiz'] as const,
  currentSessions: ['quiz', 'sessions', 'current'] as const,
  courseProgress: (courseName: string) => ['quiz', 'progress', courseName] as const,
};
