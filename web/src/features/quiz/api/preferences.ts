import type { QuizPreferences } from '@quizdrill/contracts/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { quizQueryKeys } from './quiz-query-keys';

/** GET /api/v2/quiz/preferences: the desired retention FSRS schedules the user's reviews for. */
export function useQuizPreferences() {
  return useQuery({
    queryKey: quizQueryKeys.preferences,
    queryFn: ({ signal }) =>
      apiClient.get<QuizPreferences>('/api/v2/quiz/preferences', { signal, sessionEndsOn: [401] }),
    retry: false,
  });
}

/** PUT /api/v2/quiz/preferences: applies to the reviews from now on. */
export function useUpdateQuizPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: QuizPreferences) =>
      apiClient.put<QuizPreferences>('/api/v2/quiz/preferences', preferences, { sessionEndsOn: [401] }),
    onSuccess: (saved) => queryClient.setQueryData(quizQueryKeys.preferences, saved),
  });
}
