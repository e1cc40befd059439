import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { contentQueryKeys } from '../../../lib/content-query-keys';
import type { Course, CourseFields } from '../../../types/content';

/** 409 `error.courseNameTaken` when another course has the name. */
export function createCourse(fields: CourseFields): Promise<Course> {
  return apiClient.post<Course>('/api/v2/courses', fields, { sessionEndsOn: [401] });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.courses }),
  });
}
