// A local Anthropic Messages API: the real `@anthropic-ai/sdk` runs against it (baseURL `fake.baseURL`), with the
// same scripted behaviours as the OpenAI fake (openai.ts): reply, status, hang.
//
// A request that ends with an assistant turn is a prefill, and the API answers only what follows it: the fake
// does the same, so a test scripts the whole reply ('{"questions":…}') and a client that prefilled "{" gets the
// rest ('"questions":…').
import { type FakeUsage, type ScriptedModelApi, startScriptedModelApi } from './openai.js';

type ContentBlock = { type: string; text?: string };

/** A Messages API request as the SDK sends it (the fields tests look at). */
export interface FakeMessagesRequest {
  model: string;
  max_tokens: number;
  system?: string | ContentBlock[];
  messages: { role: 'user' | 'assistant'; content: string | ContentBlock[] }[];
  [field: string]: unknown;
}

export type FakeAnthropic = ScriptedModelApi<FakeMessagesRequest>;

const ANTHROPIC_ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};

const textOf = (content: string | ContentBlock[] | undefined): string =>
  typeof content === 'string' ? content : (content ?? []).map((block) => block.text ?? '').join('');

function afterPrefill(content: string, body: FakeMessagesRequest): string {
  const last = body.messages.at(-1);
  const prefill = last?.role === 'assistant' ? textOf(last.content) : '';
  return prefill && content.startsWith(prefill) ? content.slice(prefill.length) : content;
}

export function startFakeAnthropic(): Promise<FakeAnthropic> {
  return startScriptedModelApi<FakeMessagesRequest>({
    name: 'Anthropic',
    path: '/v1/messages',
    baseURL: (url) => url,
    replyBody: (content, usage: FakeUsage, body, sequence) => ({
      id: `msg_fake_${sequence}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: [{ type: 'text', text: afterPrefill(content, body), citations: null }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      stop_details: null,
      usage: {
        input_tokens: usage.inputTokens,
        output_tokens: usage.outputTokens,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
    }),
    errorBody: (status, message) => ({
      type: 'error',
      error: { type: ANTHROPIC_ERROR_TYPES[status] ?? 'api_error', message },
    }),
    promptText: (body) =>
      [textOf(body.system), ...body.messages.map((message) => textOf(message.content))].join('\n'),
  });
}
