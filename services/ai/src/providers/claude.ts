// The claude provider: Anthropic's Messages API through the official SDK (Claude 3 Haiku by default). Claude 3
// has no JSON schema output, so JSON is asked for in the prompt and the reply is started with "{" for it.
import Anthropic, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from '@anthropic-ai/sdk';
import { createChatProvider, type SdkProviderOptions, sdkClientOptions } from './chat-provider.js';
import type { AiProvider } from './provider.js';
import { toProviderError } from './provider-errors.js';
import type { Chat } from './structured-output.js';

const ANTHROPIC_ERRORS = { APIError, APIConnectionError, APIConnectionTimeoutError, APIUserAbortError };
const JSON_PREFILL = '{';

export function createClaudeProvider(options: SdkProviderOptions): AiProvider {
  const client = new Anthropic(sdkClientOptions(options));
  const model = options.model ?? 'claude-3-haiku-20240307';

  const chat: Chat = async (request) => {
    const prefill = request.output ? JSON_PREFILL : '';
    try {
      const message = await client.messages.create(
        {
          model,
          max_tokens: request.maxOutputTokens,
          system: request.system,
          messages: prefill ? [...request.turns, { role: 'assistant', content: prefill }] : request.turns,
        },
        { signal: request.signal },
      );
      const text = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
      return {
        text: prefill + text,
        usage: { inputTokens: message.usage.input_tokens, outputTokens: message.usage.output_tokens },
      };
    } catch (error) {
      throw toProviderError(error, ANTHROPIC_ERRORS, { provider: 'Claude', timeoutMs: options.timeoutMs });
    }
  };

  return createChatProvider('claude', 'Claude', chat);
}
