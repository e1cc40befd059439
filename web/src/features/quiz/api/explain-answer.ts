import type { ExplainRequest as ExplainBody } from '@quizdrill/contracts/types';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The request as the quiz sends it: the explanation is written in the app's language, by the chosen model. */
export type ExplainRequest = ExplainBody & Required<Pick<ExplainBody, 'language' | 'aiModel'>>;

/**
 * POST /api/v2/explain: the explanation as plain text (SPEC §7). 403 for members without premium (no reason to end
 * the session), 429 with Retry-After over the hourly limit, 502/503 when the AI failed.
 */
export async function explainAnswer(request: ExplainRequest): Promise<string> {
  const text = await apiClient.post<unknown>('/api/v2/explain', request, { sessionEndsOn: [401] });
  return typeof text === 'string' ? text.trim() : '';
}

/** `questionKey` names the question on screen that asked, so that an answer never shows under another question. */
export function useExplainAnswer() {
  return useMutation({
    mutationFn: ({ request }: { questionKey: string; request: ExplainRequest }) => explainAnswer(request),
  });
}
