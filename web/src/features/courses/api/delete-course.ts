import { apiClient } from '@/lib/api-client';
import { useContentDeletion } from '@/lib/content-queries';

/** Deletes the course and its questions; 403 unless the user owns it or is an admin. */
export function deleteCourse(courseId: number): Promise<unknown> {
  return apiClient.delete<unknown>(`/api/v2/courses/${courseId}`, { sessionEndsOn: [401] });
}

export function useDeleteCourse() {
  return useContentDeletion('courses', deleteCourse);
}
