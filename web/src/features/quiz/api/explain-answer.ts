import { AI_PROVIDERS } from '@quizdrill/contracts/rules';
import type { AiProviderName, ExplainRequest as ExplainBody } from '@quizdrill/contracts/types';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The request as the quiz sends it: the explanation is written in the app's language, by the chosen model. */
export type ExplainRequest = ExplainBody & Required<Pick<ExplainBody, 'language' | 'aiModel'>>;

export type Explanation = {
  text: string;
  /** Who answered (issue 41): the chosen model, or `offline`, the built-in explainer; null when the header is absent. */
  provider: AiProviderName | null;
};

/**
 * POST /api/v2/explain: the explanation as plain text (SPEC §7) and, in the `X-AI-Provider` header, who wrote it.
 * 403 for members without premium (no reason to end the session), 429 with Retry-After over the hourly limit,
 * 502/503 when the AI failed.
 */
export async function explainAnswer(request: ExplainRequest): Promise<Explanation> {
  const { body, headers } = await apiClient.postWithHeaders<unknown>('/api/v2/explain', request, {
    sessionEndsOn: [401],
  });
  const named = headers.get('X-AI-Provider');
  return {
    text: typeof body === 'string' ? body.trim() : '',
    provider: AI_PROVIDERS.find((provider) => provider === named) ?? null,
  };
}

/** `questionKey` names the question on screen that asked, so that an answer never shows under another question. */
export function useExplainAnswer() {
  return useMutation({
    mutationFn: ({ request }: { questionKey: string; request: ExplainRequest }) => explainAnswer(request),
  });
}
