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

/**
 * How long what a route's loader fetched of the student's progress (the welcome screen's cards, /courses' bars, a
 * quiz's unfinished session and drill counts) counts as fresh: the page mounting on that answer uses it instead of
 * asking again. Each answer invalidates every quiz query (quiz-session), so the first visit after an answer always
 * asks again.
 */
export const PREFETCHED_PROGRESS_FRESH_MS = 10_000;
