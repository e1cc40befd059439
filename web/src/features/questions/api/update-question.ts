import type { QuestionResponse } from '@quizdrill/contracts/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentQueryKeys } from '@/lib/content-query-keys';
import { questionQueryKey } from './get-question';

/** PUT /api/v2/questions/{id} (multipart, see questionFormData); without an image the stored one stays. */
export function updateQuestion(questionId: number, form: FormData): Promise<QuestionResponse> {
  return apiClient.put<QuestionResponse>(`/api/v2/questions/${questionId}`, form, { sessionEndsOn: [401] });
}

export function useUpdateQuestion(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => updateQuestion(questionId, form),
    onSuccess: async (question) => {
      queryClient.setQueryData(questionQueryKey(questionId), question);
      await queryClient.invalidateQueries({ queryKey: contentQueryKeys.questions });
    },
  });
}
