import type { CourseResponse } from '@quizdrill/contracts/types';
import { apiClient } from '@/lib/api-client';
import { useContentDetails } from '@/lib/content-queries';
import { contentDetailsKey } from '@/lib/content-query-keys';

export function getCourse(courseId: number, signal?: AbortSignal): Promise<CourseResponse> {
  return apiClient.get<CourseResponse>(`/api/v2/courses/${courseId}`, { signal, sessionEndsOn: [401] });
}

export function courseQueryKey(courseId: number) {
  return contentDetailsKey('courses', courseId);
}

/** Nothing is asked while the id is unknown (null). */
export function useCourse(courseId: number | null) {
  return useContentDetails('courses', courseId, getCourse);
}
