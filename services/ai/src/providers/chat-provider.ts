// An AiProvider over any chat model: prompts in, checked and repaired replies out. The openai and claude
// providers differ only in the Chat function (their SDK call) they give it.
import { explainPrompt, generatePrompt, type Prompt, regenerateOptionsPrompt } from './prompts.js';
import type { AiProvider } from './provider.js';
import {
  askWithOneRepair,
  type Chat,
  type ChatRequest,
  OPTIONS_FORMAT,
  type OutputFormat,
  QUESTIONS_FORMAT,
  readOptions,
  readPlainText,
  readQuestions,
} from './structured-output.js';

/** What the SDK providers are built from (config: OPENAI_* / ANTHROPIC_*, AI_TIMEOUT_MS). */
export interface SdkProviderOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  /** Per request; a repaired reply takes two. */
  timeoutMs: number;
  /** The SDK's own retries: none by default, the job queue retries with backoff. */
  maxRetries?: number;
}

/** What both SDKs' clients take: no retries of their own unless asked, the job queue retries with backoff. */
export function sdkClientOptions(options: SdkProviderOptions) {
  return {
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 0,
  };
}

const MAX_OUTPUT_TOKENS = { questions: 4096, options: 1024, explanation: 1024 };

function firstRequest(
  prompt: Prompt,
  maxOutputTokens: number,
  signal?: AbortSignal,
  output?: OutputFormat,
): ChatRequest {
  return {
    system: prompt.system,
    turns: [{ role: 'user', content: prompt.user }],
    output,
    maxOutputTokens,
    signal,
  };
}

export function createChatProvider(name: 'openai' | 'claude', label: string, chat: Chat): AiProvider {
  return {
    name,

    async generateQuestions(input) {
      const count = input.original ? 1 : input.count;
      const request = firstRequest(
        generatePrompt(input),
        MAX_OUTPUT_TOKENS.questions,
        input.signal,
        QUESTIONS_FORMAT,
      );
      const { value, usage } = await askWithOneRepair(
        chat,
        request,
        (text) => readQuestions(text, count, input.language),
        {
          provider: label,
          language: input.language,
        },
      );
      return { questions: value, usage };
    },

    async regenerateOptions(input) {
      const prompt = regenerateOptionsPrompt(input);
      const request = firstRequest(prompt, MAX_OUTPUT_TOKENS.options, input.signal, OPTIONS_FORMAT);
      const { value, usage } = await askWithOneRepair(chat, request, readOptions, {
        provider: label,
        language: input.language,
      });
      return { options: value, usage };
    },

    async explain(input) {
      const request = firstRequest(explainPrompt(input), MAX_OUTPUT_TOKENS.explanation, input.signal);
      const { value, usage } = await askWithOneRepair(chat, request, readPlainText, {
        provider: label,
        language: input.language,
      });
      return { text: value, usage };
    },
  };
}
