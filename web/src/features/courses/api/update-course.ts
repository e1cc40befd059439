import type { CourseFields, CourseResponse } from '@quizdrill/contracts/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentQueryKeys } from '@/lib/content-query-keys';
import { courseQueryKey } from './get-course';

/** 403 unless the user owns the course or is an admin; 409 when another course has the name. */
export function updateCourse(courseId: number, fields: CourseFields): Promise<CourseResponse> {
  return apiClient.put<CourseResponse>(`/api/v2/courses/${courseId}`, fields, { sessionEndsOn: [401] });
}

export function useUpdateCourse(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CourseFields) => updateCourse(courseId, fields),
    onSuccess: async (course) => {
      queryClient.setQueryData(courseQueryKey(courseId), course);
      // Questions carry their course's name.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentQueryKeys.courses }),
        queryClient.invalidateQueries({ queryKey: contentQueryKeys.questions }),
      ]);
    },
  });
}
