import type { QuestionResponse } from '@quizdrill/contracts/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';
import { contentQueryKeys } from '@/lib/content-query-keys';

/**
 * POST /api/v2/questions/create (multipart, see questionFormData). A 401 or 403 ends the session as for every main
 * call (SPEC §4, §8); 413 and 415 refuse the image.
 */
export function createQuestion(form: FormData): Promise<QuestionResponse> {
  return apiClient.post<QuestionResponse>('/api/v2/questions/create', form);
}

/**
 * `onSessionRejected` runs on a 401 or 403, which ends the session: the page goes to /login at once, so this is a
 * mutation-level callback, which still runs after the form has gone (those given to `mutate` would not).
 */
export function useCreateQuestion({ onSessionRejected }: { onSessionRejected: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    // The course's question count changes with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentQueryKeys.questions }),
        queryClient.invalidateQueries({ queryKey: contentQueryKeys.courses }),
      ]),
    onError: (error) => {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) onSessionRejected();
    },
  });
}
