import type { BatchRequest, BatchResponse } from '@quizdrill/contracts/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentQueryKeys } from '@/lib/content-query-keys';

export type SavedQuestions = BatchResponse;

/**
 * POST /api/v2/questions/batch (content service): the course is created when it does not exist yet; all or
 * nothing. 403 when the name is another user's course, which is no reason to end the session.
 */
export function saveQuestions(items: BatchRequest): Promise<SavedQuestions> {
  return apiClient.post<SavedQuestions>('/api/v2/questions/batch', items, { sessionEndsOn: [401] });
}

export function useSaveQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestions,
    // The course list (and its question counts) has changed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentQueryKeys.courses }),
        queryClient.invalidateQueries({ queryKey: contentQueryKeys.questions }),
      ]),
  });
}
