import type { QuestionResponse } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentQueryKeys } from '@/lib/content-query-keys';

/** A course's questions in order, with correctness flags: for its owner or an admin (403 otherwise). */
export function getCourseQuestions(courseId: number, signal?: AbortSignal): Promise<QuestionResponse[]> {
  return apiClient.get<QuestionResponse[]>(`/api/v2/courses/${courseId}/questions`, {
    signal,
    sessionEndsOn: [401],
  });
}

export function courseQuestionsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: [...contentQueryKeys.questions, 'of-course', courseId],
    queryFn: ({ signal }) => getCourseQuestions(courseId, signal),
    select: (questions) => [...questions].sort((a, b) => a.position - b.position),
  });
}

export function useCourseQuestions(courseId: number) {
  return useQuery(courseQuestionsQueryOptions(courseId));
}
