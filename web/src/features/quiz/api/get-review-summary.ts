import type { CourseReviewSummaries, ReviewQueue, ReviewSummary } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { PREFETCHED_PROGRESS_FRESH_MS, quizQueryKeys } from './quiz-query-keys';

/**
 * The browser's time zone: the student's "today" for the daily limit of new questions. The first Intl object of a
 * page is slow (ICU's data loads); the route preloads script makes one ahead (web/build/route-preloads.mjs).
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The questions to review now, as a REVIEW session started now holds them (issue 41): the welcome card, the course's
 * "Repetera (N)" and the session agree, since all read the server's one queue. Questions never answered are not
 * reviews: they are the queue's `new`, shown apart.
 */
export function dueNowCount(queue: ReviewQueue): number {
  return queue.learning + queue.review;
}

/** GET /api/v2/quiz/review?courseName=: the student's memory of one course (the quiz page's drill counts). */
export function reviewSummaryQueryOptions(courseName: string) {
  return queryOptions({
    queryKey: quizQueryKeys.review(courseName),
    queryFn: ({ signal }) =>
      apiClient.get<ReviewSummary>('/api/v2/quiz/review', {
        query: { courseName, timeZone: browserTimeZone() },
        signal,
        sessionEndsOn: [401],
      }),
    retry: false,
    staleTime: PREFETCHED_PROGRESS_FRESH_MS,
  });
}

export function useReviewSummary(courseName: string) {
  return useQuery(reviewSummaryQueryOptions(courseName));
}

/** GET /api/v2/quiz/review: every course the student has answered in. */
export const reviewSummariesQueryOptions = queryOptions({
  queryKey: quizQueryKeys.reviews,
  queryFn: ({ signal }) =>
    apiClient.get<CourseReviewSummaries>('/api/v2/quiz/review', {
      query: { timeZone: browserTimeZone() },
      signal,
      sessionEndsOn: [401],
    }),
  retry: false,
  staleTime: PREFETCHED_PROGRESS_FRESH_MS,
});

export function useReviewSummaries() {
  return useQuery(reviewSummariesQueryOptions);
}
