import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { contentQueryKeys } from '../../../lib/content-query-keys';
import type { Course, Question } from '../../../types/content';
import type { BatchItem } from '../utils/generated-questions';

export type SavedQuestions = { course: Course; questions: Question[] };

/**
 * POST /api/v2/questions/batch (content service): the course is created when it does not exist yet; all or
 * nothing. 403 when the name is another user's course, which is no reason to end the session.
 */
export function saveQuestions(items: BatchItem[]): Promise<SavedQuestions> {
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
