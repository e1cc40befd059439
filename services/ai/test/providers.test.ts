// The openai and claude providers through their real SDKs, against wire-level fakes of the two APIs.
import {
  type FakeAnthropic,
  type FakeOpenAi,
  startFakeAnthropic,
  startFakeOpenAi,
} from '@quizdrill/test-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClaudeProvider } from '../src/providers/claude.js';
import { createOpenAiProvider } from '../src/providers/openai.js';
import { type AiProvider, type ExplainInput, ProviderError } from '../src/providers/provider.js';

const API_KEY = 'sk-test-0123456789-secret';
const TEXT = 'Gustav Vasa blev kung av Sverige år 1523. Han bröt unionen med Danmark.';

type Turn = { role: string; content: string };
type ContentBlocks = string | { type: string; text?: string }[];
const textOf = (content: ContentBlocks) =>
  typeof content === 'string' ? content : content.map((block) => block.text ?? '').join('');

/** One of the two APIs: its fake, a provider on it, and a request's conversation read back the same way. */
interface ApiUnderTest {
  fake: FakeOpenAi | FakeAnthropic;
  provider(timeoutMs?: number, baseURL?: string): AiProvider;
  /** The conversation a request sent, system prompt first, as role/content turns (without Claude's "{" prefill). */
  conversation(index: number): Turn[];
}

const apis: { name: string; start(): Promise<ApiUnderTest> }[] = [
  {
    name: 'openai',
    async start() {
      const fake = await startFakeOpenAi();
      return {
        fake,
        provider: (timeoutMs = 5000, baseURL = fake.baseURL) =>
          createOpenAiProvider({ apiKey: API_KEY, baseURL, timeoutMs }),
        conversation: (index) => fake.requests[index]!.body.messages,
      };
    },
  },
  {
    name: 'claude',
    async start() {
      const fake = await startFakeAnthropic();
      return {
        fake,
        provider: (timeoutMs = 5000, baseURL = fake.baseURL) =>
          createClaudeProvider({ apiKey: API_KEY, baseURL, timeoutMs }),
        conversation: (index) => {
          const { system = '', messages } = fake.requests[index]!.body;
          const turns = messages.map((message) => ({ role: message.role, content: textOf(message.content) }));
          const last = turns.at(-1);
          const prefilled = last?.role === 'assistant' && last.content === '{';
          return [{ role: 'system', content: textOf(system) }, ...(prefilled ? turns.slice(0, -1) : turns)];
        },
      };
    },
  },
];

const option = (optionText: string, isCorrect = false) => ({ optionText, isCorrect });
const VALID_QUESTIONS = JSON.stringify({
  questions: [
    {
      questionText: 'Vem blev kung av Sverige år 1523?',
      options: [option('Gustav Vasa', true), option('Erik XIV'), option('Karl XII'), option('Gustav III')],
    },
    {
      questionText: 'Vilken union bröt Gustav Vasa?',
      options: [option('Kalmarunionen'), option('Unionen med Danmark', true), option('EU'), option('Hansan')],
    },
  ],
});
const TWO_CORRECT = JSON.stringify({
  questions: [
    {
      questionText: 'Vem blev kung?',
      options: [
        option('Gustav Vasa', true),
        option('Erik XIV', true),
        option('Karl XII'),
        option('Gustav III'),
      ],
    },
  ],
});

const EXPLAIN: ExplainInput = {
  questionText: 'Vem blev kung 1523?',
  options: [
    { optionLabel: 'A', optionText: 'Gustav Vasa' },
    { optionLabel: 'B', optionText: 'Erik XIV' },
  ],
  correctOption: 'A',
  selectedOption: 'B',
  language: 'sv',
};

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe.each(apis)('the $name provider', ({ start }) => {
  let api: ApiUnderTest;
  beforeEach(async () => {
    api = await start();
  });
  afterEach(() => api.fake.close());

  it('when the model answers valid JSON, then each question has four options labelled A–D, one correct, and usage is reported', async () => {
    api.fake.reply(VALID_QUESTIONS, { inputTokens: 321, outputTokens: 123 });
    const result = await api.provider().generateQuestions({ text: TEXT, language: 'sv', count: 3 });
    expect(result.questions).toHaveLength(2);
    for (const question of result.questions) {
      expect(question.options.map((entry) => entry.optionLabel)).toEqual(['A', 'B', 'C', 'D']);
      expect(question.options.filter((entry) => entry.isCorrect)).toHaveLength(1);
    }
    expect(result.questions[1]!.options[1]).toEqual({
      optionLabel: 'B',
      optionText: 'Unionen med Danmark',
      isCorrect: true,
    });
    expect(result.usage).toEqual({ inputTokens: 321, outputTokens: 123 });
    const [system, user] = api.conversation(0);
    expect(system!.content).toContain('"single": exakt 4 alternativ i options, exakt ett rätt');
    expect(system!.content).toContain('"truefalse": questionText är ett påstående');
    expect(user!.content).toContain(TEXT);
    expect(user!.content).toContain('högst 3 frågor');
  });

  it('when the first reply is not JSON, then one repair request carries it and the problem, and its answer is used', async () => {
    api.fake
      .reply('Här är frågorna: 1. Vem blev kung?')
      .reply(VALID_QUESTIONS, { inputTokens: 10, outputTokens: 20 });
    const result = await api.provider().generateQuestions({ text: TEXT, language: 'en', count: 2 });
    expect(result.questions).toHaveLength(2);
    expect(api.fake.requests).toHaveLength(2);
    const repair = api.conversation(1);
    expect(repair.at(-2)?.role).toBe('assistant');
    expect(repair.at(-2)?.content).toContain('Här är frågorna: 1. Vem blev kung?');
    expect(repair.at(-1)?.content).toContain('Your reply could not be used');
    expect(repair.at(-1)?.content).toContain('not valid JSON');
    expect(result.usage!.inputTokens).toBeGreaterThan(10);
    expect(result.usage!.outputTokens).toBeGreaterThan(20);
  });

  it('when the reply has two correct options twice, then it fails after one repair naming the rule', async () => {
    api.fake.reply(TWO_CORRECT).reply(TWO_CORRECT);
    const error = await failure(api.provider().generateQuestions({ text: TEXT, language: 'sv', count: 1 }));
    expect(error.kind).toBe('failed');
    expect(error.message).toContain('exactly one option must have isCorrect true, found 2');
    expect(api.fake.requests).toHaveLength(2);
    expect(api.conversation(1).at(-1)?.content).toContain(
      'exactly one option must have isCorrect true, found 2',
    );
  });

  it('when the API does not answer within the timeout, then it is unavailable at once', async () => {
    api.fake.hang();
    const started = Date.now();
    const error = await failure(
      api.provider(300).generateQuestions({ text: TEXT, language: 'sv', count: 1 }),
    );
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('300 ms');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(api.fake.requests).toHaveLength(1);
  });

  it('when the caller cancels, then the request stops and it is unavailable', async () => {
    api.fake.hang();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const explaining = api.provider().explain({ ...EXPLAIN, signal: controller.signal });
    const error = await failure(explaining);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('cancelled');
  });

  it('when rate limited, then it is unavailable with the time to wait', async () => {
    api.fake.status(429, { 'retry-after': '7' });
    const error = await failure(api.provider().generateQuestions({ text: TEXT, language: 'sv', count: 1 }));
    expect(error.kind).toBe('unavailable');
    expect(error.retryAfterSeconds).toBe(7);
    expect(api.fake.requests).toHaveLength(1);
  });

  it('when the API answers 500, then it is unavailable and not retried by the SDK', async () => {
    api.fake.status(500);
    const error = await failure(api.provider().regenerateOptions({ questionText: 'Vem?', language: 'sv' }));
    expect(error.kind).toBe('unavailable');
    expect(api.fake.requests).toHaveLength(1);
  });

  it('when the API cannot be reached, then it is unavailable', async () => {
    const closed = await start();
    await closed.fake.close();
    const error = await failure(
      api.provider(2000, closed.fake.baseURL).generateQuestions({ text: TEXT, language: 'sv', count: 1 }),
    );
    expect(error.kind).toBe('unavailable');
  });

  it('when the key is refused, then it fails without the key in the message', async () => {
    api.fake.status(
      401,
      {},
      { error: { type: 'authentication_error', message: `Incorrect API key: ${API_KEY}` } },
    );
    const error = await failure(api.provider().generateQuestions({ text: TEXT, language: 'sv', count: 1 }));
    expect(error.kind).toBe('failed');
    expect(error.message).toContain('401');
    expect(
      JSON.stringify({ message: error.message, stack: error.stack, cause: String(error.cause) }),
    ).not.toContain(API_KEY);
  });

  it('when new options are asked for, then four come back labelled, one correct, the source text in the prompt', async () => {
    api.fake.reply(
      JSON.stringify({ options: [option('1520'), option('1523', true), option('1527'), option('1611')] }),
    );
    const { options, usage } = await api.provider().regenerateOptions({
      questionText: 'När blev Gustav Vasa kung?',
      language: 'en',
      sourceText: TEXT,
    });
    expect(options.map((entry) => `${entry.optionLabel}${entry.isCorrect ? '*' : ''}`)).toEqual([
      'A',
      'B*',
      'C',
      'D',
    ]);
    expect(usage!.inputTokens).toBeGreaterThan(0);
    expect(api.conversation(0).at(-1)?.content).toContain(TEXT);
  });

  it('when the reply has control characters, then questions, options and explanations come without them', async () => {
    // Issue 39: as JSON escapes (decoded to ESC and BEL) and as they are; an option that is nothing else is blank.
    const marked = VALID_QUESTIONS.replace('Vem blev', '\\u001b[31mVem blev').replace(
      'Erik XIV',
      'Erik\u0007 XIV',
    );
    api.fake.reply(marked.replace('"EU"', '"\\u0007"')).reply(marked);
    const { questions } = await api.provider().generateQuestions({ text: TEXT, language: 'sv', count: 2 });
    expect(api.conversation(1).at(-1)?.content).toContain('/questions/1/options/2/optionText');
    expect(questions[0]!.questionText).toBe('[31mVem blev kung av Sverige år 1523?');
    expect(questions[0]!.options[1]!.optionText).toBe('Erik XIV');

    api.fake.reply('Rätt svar är A:\u001b Gustav Vasa.\u0007');
    expect((await api.provider().explain(EXPLAIN)).text).toBe('Rätt svar är A: Gustav Vasa.');
  });

  it('when an explanation is asked for, then the plain text comes back', async () => {
    api.fake.reply('Rätt svar är A: Gustav Vasa, som blev kung 1523.');
    const { text, usage } = await api.provider().explain(EXPLAIN);
    expect(text).toBe('Rätt svar är A: Gustav Vasa, som blev kung 1523.');
    expect(usage!.outputTokens).toBeGreaterThan(0);
    const conversation = api.conversation(0);
    expect(conversation.at(-1)).toMatchObject({ role: 'user' });
    expect(conversation.at(-1)!.content).toContain('Eleven valde: B');
  });
});

describe('the wire formats', () => {
  it('openai: asks for strict JSON schema output, sends the key as a bearer token', async () => {
    const fake = await startFakeOpenAi();
    try {
      fake.reply(VALID_QUESTIONS);
      await createOpenAiProvider({
        apiKey: API_KEY,
        baseURL: fake.baseURL,
        timeoutMs: 5000,
        model: 'my-model',
      }).generateQuestions({ text: TEXT, language: 'sv', count: 2 });
      const { headers, body } = fake.requests[0]!;
      expect(headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(body.model).toBe('my-model');
      expect(body.response_format).toMatchObject({
        type: 'json_schema',
        json_schema: {
          name: 'quiz_questions',
          strict: true,
          schema: { type: 'object', required: ['questions'] },
        },
      });
    } finally {
      await fake.close();
    }
  });

  it('claude: starts the reply with "{" and reads the rest, defaulting to Claude 3 Haiku', async () => {
    const fake = await startFakeAnthropic();
    try {
      fake.reply(VALID_QUESTIONS);
      const { questions } = await createClaudeProvider({
        apiKey: API_KEY,
        baseURL: fake.baseURL,
        timeoutMs: 5000,
      }).generateQuestions({ text: TEXT, language: 'sv', count: 2 });
      expect(questions).toHaveLength(2);
      const { body } = fake.requests[0]!;
      expect(body.model).toBe('claude-3-haiku-20240307');
      expect(body.messages.at(-1)).toEqual({ role: 'assistant', content: '{' });
      expect(typeof body.system === 'string' && body.system).toContain('JSON');
    } finally {
      await fake.close();
    }
  });
});
