// The openai provider: OpenAI's chat completions through the official SDK, or any OpenAI-compatible server
// (`baseURL`). Questions and options come back as strict JSON schema output.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { createChatProvider, type SdkProviderOptions, sdkClientOptions } from './chat-provider.js';
import type { AiProvider } from './provider.js';
import { toProviderError } from './provider-errors.js';
import { type Chat, strictJsonSchema } from './structured-output.js';

const OPENAI_ERRORS = { APIError, APIConnectionError, APIConnectionTimeoutError, APIUserAbortError };

export function createOpenAiProvider(options: SdkProviderOptions): AiProvider {
  const client = new OpenAI(sdkClientOptions(options));
  const model = options.model ?? 'gpt-4o-mini';

  const chat: Chat = async (request) => {
    try {
      const completion = await client.chat.completions.create(
        {
          model,
          messages: [{ role: 'system', content: request.system }, ...request.turns],
          max_completion_tokens: request.maxOutputTokens,
          ...(request.output && {
            response_format: {
              type: 'json_schema',
              json_schema: {
                name: request.output.name,
                strict: true,
                schema: strictJsonSchema(request.output.schema),
              },
            },
          }),
        },
        { signal: request.signal },
      );
      const message = completion.choices[0]?.message;
      return {
        text: message?.content ?? message?.refusal ?? '',
        usage: {
          inputTokens: completion.usage?.prompt_tokens ?? 0,
          outputTokens: completion.usage?.completion_tokens ?? 0,
        },
      };
    } catch (error) {
      throw toProviderError(error, OPENAI_ERRORS, { provider: 'OpenAI', timeoutMs: options.timeoutMs });
    }
  };

  return createChatProvider('openai', 'OpenAI', chat);
}
