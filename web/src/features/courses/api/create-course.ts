import type { CourseFields, CourseResponse } from '@quizdrill/contracts/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentQueryKeys } from '@/lib/content-query-keys';

/** 409 `error.courseNameTaken` when another course has the name. */
export function createCourse(fields: CourseFields): Promise<CourseResponse> {
  return apiClient.post<CourseResponse>('/api/v2/courses', fields, { sessionEndsOn: [401] });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.courses }),
  });
}
