import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentQueryKeys } from '@/lib/content-query-keys';
import { courseQueryKey } from './get-course';

/** Deletes the course and its questions; 403 unless the user owns it or is an admin. */
export function deleteCourse(courseId: number): Promise<unknown> {
  return apiClient.delete<unknown>(`/api/v2/courses/${courseId}`, { sessionEndsOn: [401] });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: async (_answer, courseId) => {
      queryClient.removeQueries({ queryKey: courseQueryKey(courseId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentQueryKeys.courses }),
        queryClient.invalidateQueries({ queryKey: contentQueryKeys.questions }),
      ]);
    },
  });
}
