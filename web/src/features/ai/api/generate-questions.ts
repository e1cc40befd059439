import type { GenerateQuestionsRequest as GenerateBody } from '@quizdrill/contracts/types';
import { type GeneratedQuestion, readGeneratedQuestions } from '@/features/ai/utils/generated-questions';
import { apiClient } from '@/lib/api-client';
import { AI_CALL, type JobContext, runJob, useJobMutation } from './ai-jobs';

/**
 * A new set of questions as text to quiz asks for it: in a chosen language, by the chosen model, at most the
 * estimate for the text (the service caps it by its own estimate too).
 */
export type GenerateQuestionsRequest = Required<Omit<GenerateBody, 'originalQuestion'>>;

/** Questions from a text, as a job (SPEC §4 "Text-to-quiz" 2): 400 error.textTooLong above 500 words. */
export async function generateQuestions(
  request: GenerateQuestionsRequest,
  context: JobContext,
): Promise<GeneratedQuestion[]> {
  return readGeneratedQuestions(await runJob('generate-questions', request, context), request.language);
}

export function useGenerateQuestions() {
  return useJobMutation(generateQuestions);
}

/**
 * One new question in place of `original`, from the same text: POST /api/v2/generate-questions with
 * originalQuestion answers a list of one. Short enough to wait for without a progress bar.
 */
export async function regenerateQuestion(
  request: GenerateQuestionsRequest,
  original: GeneratedQuestion,
): Promise<GeneratedQuestion> {
  const answer = await apiClient.post<unknown>(
    '/api/v2/generate-questions',
    {
      ...request,
      maxQuestions: 1,
      originalQuestion: {
        questionText: original.questionText,
        options: original.options.map((option) => ({ optionText: option.optionText })),
      },
    },
    AI_CALL,
  );
  const [question] = readGeneratedQuestions(answer, request.language);
  if (!question) throw new Error(`the regeneration answered no usable question: ${JSON.stringify(answer)}`);
  return question;
}
