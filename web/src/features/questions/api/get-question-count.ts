import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentQueryKeys } from '@/lib/content-query-keys';

/** How many questions a course has; the service answers the number as plain text (SPEC §7). */
export async function getQuestionCount(courseName: string, signal?: AbortSignal): Promise<number> {
  const answer = await apiClient.get<unknown>('/api/v2/questions/count', {
    query: { courseName },
    signal,
    sessionEndsOn: [401],
  });
  const count = Number(String(answer).trim());
  if (!Number.isInteger(count)) throw new Error(`question count is not a number: ${String(answer)}`);
  return count;
}

export function questionCountQueryOptions(courseName: string) {
  return queryOptions({
    queryKey: [...contentQueryKeys.questions, 'count', courseName],
    queryFn: ({ signal }) => getQuestionCount(courseName, signal),
    enabled: courseName !== '',
  });
}

export function useQuestionCount(courseName: string) {
  return useQuery(questionCountQueryOptions(courseName));
}
