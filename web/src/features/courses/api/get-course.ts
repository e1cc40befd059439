import type { CourseResponse } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentQueryKeys } from '@/lib/content-query-keys';

export function getCourse(courseId: number, signal?: AbortSignal): Promise<CourseResponse> {
  return apiClient.get<CourseResponse>(`/api/v2/courses/${courseId}`, { signal, sessionEndsOn: [401] });
}

export function courseQueryKey(courseId: number) {
  return [...contentQueryKeys.courses, 'details', courseId] as const;
}

export function courseQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: courseQueryKey(courseId),
    queryFn: ({ signal }) => getCourse(courseId, signal),
  });
}

/** Nothing is asked while the id is unknown (null). */
export function useCourse(courseId: number | null) {
  return useQuery({ ...courseQueryOptions(courseId ?? 0), enabled: courseId !== null });
}
