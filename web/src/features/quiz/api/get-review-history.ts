import type { ReviewHistory } from '@quizdrill/contracts/types';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { browserTimeZone } from './get-review-summary';
import { quizQueryKeys } from './quiz-query-keys';

/** GET /api/v2/quiz/review/history: the student's mastery of one course at the end of each of the last 30 days. */
export function useReviewHistory(courseName: string) {
  return useQuery({
    queryKey: quizQueryKeys.reviewHistory(courseName),
    queryFn: ({ signal }) =>
      apiClient.get<ReviewHistory>('/api/v2/quiz/review/history', {
        query: { courseName, timeZone: browserTimeZone() },
        signal,
        sessionEndsOn: [401],
      }),
    retry: false,
    staleTime: 0,
  });
}
