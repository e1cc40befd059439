// What ai-worker does with each queue's jobs. Each processor reports progress, records usage, and returns exactly
// the body the synchronous endpoint answers.
import {
  type AiModel,
  type GeneratedOption,
  type GeneratedQuestion,
  type JobPayload,
  QueueName,
} from '@quizdrill/contracts';
import type { Job } from 'bullmq';
import type { AiProvider, ProviderName } from '../providers/provider.js';
import type { UsageEntry } from './jobs.repository.js';

export interface ProcessorDependencies {
  pickProvider(aiModel: AiModel | undefined): AiProvider;
  recognize(image: Buffer, onProgress: (fraction: number) => void): Promise<string>;
  recordUsage(entry: UsageEntry): Promise<void>;
}

/** Job data with the name of the provider that served it, for the audit. */
export interface Served<T> {
  result: T;
  provider: ProviderName | 'ocr';
}

export function createProcessors(deps: ProcessorDependencies) {
  return {
    async [QueueName.generate](
      job: Job<JobPayload<typeof QueueName.generate>>,
    ): Promise<Served<GeneratedQuestion[]>> {
      const { userId, text, courseName, language, maxQuestions, aiModel, originalQuestion } = job.data;
      const provider = deps.pickProvider(aiModel);
      await job.updateProgress(10);
      const { questions, usage } = await provider.generateQuestions({
        text,
        language,
        count: originalQuestion ? 1 : maxQuestions,
        original: originalQuestion,
      });
      await deps.recordUsage({
        userId,
        provider: provider.name,
        kind: 'generate-questions',
        usage,
      });
      await job.updateProgress(100);
      return {
        provider: provider.name,
        result: questions.map((question) => ({ ...question, courseName, language })),
      };
    },

    async [QueueName.regenerate](
      job: Job<JobPayload<typeof QueueName.regenerate>>,
    ): Promise<Served<GeneratedOption[]>> {
      const { userId, questionText, language, sourceText, aiModel } = job.data;
      const provider = deps.pickProvider(aiModel);
      await job.updateProgress(10);
      const { options, usage } = await provider.regenerateOptions({ questionText, language, sourceText });
      await deps.recordUsage({
        userId,
        provider: provider.name,
        kind: 'regenerate-options',
        usage,
      });
      await job.updateProgress(100);
      return { provider: provider.name, result: options };
    },

    async [QueueName.ocr](job: Job<JobPayload<typeof QueueName.ocr>>): Promise<Served<string>> {
      await job.updateProgress(5);
      let reported = 5;
      const text = await deps.recognize(Buffer.from(job.data.imageBase64, 'base64'), (fraction) => {
        // Tesseract reports often; a few steps are plenty for a progress bar and spare Redis.
        const percent = Math.round(5 + fraction * 90);
        if (percent >= reported + 10) {
          reported = percent;
          void job.updateProgress(percent).catch(() => undefined);
        }
      });
      // The photo (up to ~7 MB as base64) is not kept in Redis with the finished job.
      await job.updateData({ ...job.data, imageBase64: '' });
      await job.updateProgress(100);
      return { provider: 'ocr', result: text };
    },
  };
}
