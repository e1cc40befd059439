import type { CourseStats } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { quizQueryKeys } from './quiz-query-keys';

/** GET /api/v2/quiz/stats: the user's answers in one course, per session and in total. */
export function getCourseProgress(courseName: string, signal?: AbortSignal): Promise<CourseStats> {
  return apiClient.get<CourseStats>('/api/v2/quiz/stats', {
    query: { courseName },
    signal,
    sessionEndsOn: [401],
  });
}

export function courseProgressQueryOptions(courseName: string) {
  return queryOptions({
    queryKey: quizQueryKeys.courseProgress(courseName),
    queryFn: ({ signal }) => getCourseProgress(courseName, signal),
    staleTime: 0,
  });
}

export function useCourseProgress(courseName: string) {
  return useQuery(courseProgressQueryOptions(courseName));
}
