import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentQueryKeys } from '@/lib/content-query-keys';
import { questionQueryKey } from './get-question';

export function deleteQuestion(questionId: number): Promise<unknown> {
  return apiClient.delete<unknown>(`/api/v2/questions/${questionId}`, { sessionEndsOn: [401] });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: async (_answer, questionId) => {
      queryClient.removeQueries({ queryKey: questionQueryKey(questionId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentQueryKeys.questions }),
        queryClient.invalidateQueries({ queryKey: contentQueryKeys.courses }),
      ]);
    },
  });
}
