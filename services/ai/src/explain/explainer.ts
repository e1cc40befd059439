// `POST /api/v2/explain`: answered directly (one short provider call), not through a job queue.
import { type ExplainRequest, isChoiceKind, kindOf, MIN_OPTIONS } from '@quizdrill/contracts';
import { AppError, type Caller } from '@quizdrill/service-kit';
import { requireAiAccess } from '../domain/permissions.js';
import type { UsageEntry } from '../jobs/jobs.repository.js';
import type { HourlyLimits } from '../limits/hourly-limit.js';
import { type AiProvider, ProviderError, type ProviderName } from '../providers/provider.js';

export interface ExplainerDependencies {
  pickProvider(aiModel: ExplainRequest['aiModel']): AiProvider;
  limits: HourlyLimits;
  recordUsage(entry: UsageEntry): Promise<void>;
  timeoutMs: number;
}

export class Explainer {
  constructor(private readonly deps: ExplainerDependencies) {}

  /** The explanation, and who gave it (the model asked for, or the built-in one when that has no key). */
  async explain(caller: Caller, request: ExplainRequest): Promise<{ text: string; provider: ProviderName }> {
    requireAiAccess(caller);
    const { question, selectedOption, language = 'sv', aiModel } = request;
    const kind = kindOf(question);
    if (isChoiceKind(kind) && question.options.length < MIN_OPTIONS) {
      throw AppError.badRequest(`A ${kind} question has at least ${MIN_OPTIONS} options`);
    }
    // A single choice is answered with one of its labels; the other kinds' answers are passed on as sent.
    const oneLabel = kind === 'single' || kind === 'truefalse';
    if (oneLabel && !question.options.some((option) => option.optionLabel === selectedOption)) {
      throw AppError.badRequest(`selectedOption ${selectedOption} is not one of the question's options`);
    }
    await this.deps.limits.take('explain', caller.userId);
    const provider = this.deps.pickProvider(aiModel);
    try {
      const { text, usage } = await provider.explain({
        questionText: question.questionText,
        kind: question.kind,
        options: question.options,
        prompts: question.prompts,
        correctOption: question.correctOption,
        explanation: question.explanation,
        feedback: question.feedback,
        selectedOption,
        language,
        signal: AbortSignal.timeout(this.deps.timeoutMs),
      });
      await this.deps.recordUsage({
        userId: caller.userId,
        provider: provider.name,
        kind: 'explain',
        usage,
      });
      return { text, provider: provider.name };
    } catch (error) {
      if (error instanceof ProviderError) {
        throw error.kind === 'unavailable'
          ? new AppError(
              503,
              'ai_provider_unavailable',
              'AI explanation error: the AI did not answer; try again',
              {
                cause: error,
                retryAfterSeconds: error.retryAfterSeconds,
              },
            )
          : new AppError(502, 'ai_provider_failed', 'AI explanation error: the AI gave no usable answer', {
              cause: error,
            });
      }
      throw error;
    }
  }
}
