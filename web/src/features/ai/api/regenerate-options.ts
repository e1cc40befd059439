import type { RegenerateOptionsRequest } from '@quizdrill/contracts/types';
import { type GeneratedOption, readGeneratedOptions } from '@/features/ai/utils/generated-questions';
import { apiClient } from '@/lib/api-client';
import { AI_CALL } from './ai-jobs';

/** New options for a question (SPEC §4 "Text-to-quiz" 4): exactly one correct. */
export async function regenerateOptions(request: RegenerateOptionsRequest): Promise<GeneratedOption[]> {
  const answer = await apiClient.post<unknown>('/api/v2/questions/regenerate-options', request, AI_CALL);
  const options = readGeneratedOptions(answer);
  if (!options) throw new Error(`the regeneration answered no usable options: ${JSON.stringify(answer)}`);
  return options;
}
