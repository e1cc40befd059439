import { apiClient } from '@/lib/api-client';
import { useContentDeletion } from '@/lib/content-queries';

export function deleteQuestion(questionId: number): Promise<unknown> {
  return apiClient.delete<unknown>(`/api/v2/questions/${questionId}`, { sessionEndsOn: [401] });
}

export function useDeleteQuestion() {
  return useContentDeletion('questions', deleteQuestion);
}
