// Query keys of the quiz service's answers: every answer changes them all, so they share one root.
export const quizQueryKeys = {
  all: ['quiz'] as const,
  currentSessions: ['quiz', 'sessions', 'current'] as const,
  courseProgress: (courseName: string) => ['quiz', 'progress', courseName] as const,
  review: (courseName: string) => ['quiz', 'review', courseName] as const,
  reviews: ['quiz', 'review'] as const,
  reviewHistory: (courseName: string) => ['quiz', 'review', 'history', courseName] as const,
  preferences: ['quiz', 'preferences'] as const,
};
