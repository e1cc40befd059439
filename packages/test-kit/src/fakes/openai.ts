// A local OpenAI chat-completions API: the real `openai` SDK runs against it (baseURL `fake.baseURL`). Each request
// takes the next scripted behaviour: a reply, an HTTP error status, or no answer at all (for timeouts).
//
//   const openAi = await startFakeOpenAi();
//   openAi.reply('{"questions":[…]}').status(429, { 'retry-after': '7' }).hang();
//   new OpenAI({ apiKey: 'sk-test', baseURL: openAi.baseURL, maxRetries: 0 });
//   openAi.requests[1].body.messages  → what the second request sent
//
// The scripted queue is shared with the Anthropic fake (anthropic.ts), which differs only in its wire format.
import type { IncomingHttpHeaders } from 'node:http';
import { sendJson, startFakeServer } from '../fake-server.js';

export interface FakeUsage {
  inputTokens: number;
  outputTokens: number;
}

type Behaviour =
  | { kind: 'reply'; content: string; usage?: FakeUsage }
  | { kind: 'status'; status: number; headers: Record<string, string>; body?: unknown }
  | { kind: 'hang' };

/** A model API whose answers the test scripts, one behaviour a request, in order. */
export interface ScriptedModelApi<Body> {
  /** Where the server listens (no path). */
  url: string;
  /** What to give the SDK as its baseURL. */
  baseURL: string;
  /** Answer the next request with this text as the model's reply; usage is estimated when not given. */
  reply(content: string, usage?: FakeUsage): this;
  /** Answer the next request with an HTTP error in the API's error format (or `body`), with these headers. */
  status(status: number, headers?: Record<string, string>, body?: unknown): this;
  /** Never answer the next request (the client's timeout ends it). */
  hang(): this;
  /** The API requests received, in order, their bodies parsed. */
  readonly requests: { headers: IncomingHttpHeaders; body: Body }[];
  /** Behaviours scripted but not used yet. */
  pending(): number;
  close(): Promise<void>;
}

export interface WireFormat<Body> {
  name: string;
  /** The path the SDK posts to, from the server's root. */
  path: string;
  /** The baseURL the SDK is given, from the server's url. */
  baseURL(url: string): string;
  /** The response body of a reply with this content. */
  replyBody(content: string, usage: FakeUsage, body: Body, sequence: number): unknown;
  errorBody(status: number, message: string): unknown;
  /** The text of the request the estimated input tokens count. */
  promptText(body: Body): string;
}

const estimateTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

export async function startScriptedModelApi<Body>(format: WireFormat<Body>): Promise<ScriptedModelApi<Body>> {
  const queue: Behaviour[] = [];
  const requests: ScriptedModelApi<Body>['requests'] = [];
  let sequence = 0;
  const server = await startFakeServer(async (request, response) => {
    if (request.method !== 'POST' || request.url?.split('?')[0] !== format.path) {
      sendJson(
        response,
        404,
        format.errorBody(404, `fake ${format.name}: no route ${request.method} ${request.url}`),
      );
      return;
    }
    const body = JSON.parse(request.body.toString('utf8')) as Body;
    requests.push({ headers: request.headers, body });
    const behaviour = queue.shift();
    if (!behaviour) {
      sendJson(
        response,
        500,
        format.errorBody(500, `fake ${format.name}: no behaviour scripted for this request`),
      );
      return;
    }
    if (behaviour.kind === 'hang') return;
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json', ...behaviour.headers });
      response.end(
        JSON.stringify(
          behaviour.body ??
            format.errorBody(behaviour.status, `fake ${format.name}: HTTP ${behaviour.status}`),
        ),
      );
      return;
    }
    sequence += 1;
    const usage = behaviour.usage ?? {
      inputTokens: estimateTokens(format.promptText(body)),
      outputTokens: estimateTokens(behaviour.content),
    };
    sendJson(response, 200, format.replyBody(behaviour.content, usage, body, sequence));
  });

  const api: ScriptedModelApi<Body> = {
    url: server.url,
    baseURL: format.baseURL(server.url),
    reply(content, usage) {
      queue.push({ kind: 'reply', content, usage });
      return this;
    },
    status(status, headers = {}, body) {
      queue.push({ kind: 'status', status, headers, body });
      return this;
    },
    hang() {
      queue.push({ kind: 'hang' });
      return this;
    },
    requests,
    pending: () => queue.length,
    close: () => server.close(),
  };
  return api;
}

/** A chat-completions request as the SDK sends it (the fields tests look at). */
export interface FakeChatCompletionRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  [field: string]: unknown;
}

export type FakeOpenAi = ScriptedModelApi<FakeChatCompletionRequest>;

const OPENAI_ERROR_TYPES: Record<number, { type: string; code: string | null }> = {
  400: { type: 'invalid_request_error', code: null },
  401: { type: 'invalid_request_error', code: 'invalid_api_key' },
  403: { type: 'invalid_request_error', code: 'unsupported_country_region_territory' },
  404: { type: 'invalid_request_error', code: 'model_not_found' },
  429: { type: 'requests', code: 'rate_limit_exceeded' },
};

export function startFakeOpenAi(): Promise<FakeOpenAi> {
  return startScriptedModelApi<FakeChatCompletionRequest>({
    name: 'OpenAI',
    path: '/v1/chat/completions',
    baseURL: (url) => `${url}/v1`,
    replyBody: (content, usage, body, sequence) => ({
      id: `chatcmpl-fake-${sequence}`,
      object: 'chat.completion',
      created: 1_763_712_000 + sequence,
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null, annotations: [] },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: {
        prompt_tokens: usage.inputTokens,
        completion_tokens: usage.outputTokens,
        total_tokens: usage.inputTokens + usage.outputTokens,
      },
      system_fingerprint: 'fp_fake',
    }),
    errorBody: (status, message) => ({
      error: {
        message,
        param: null,
        ...(OPENAI_ERROR_TYPES[status] ?? { type: 'server_error', code: null }),
      },
    }),
    promptText: (body) => body.messages.map((message) => message.content).join('\n'),
  });
}
