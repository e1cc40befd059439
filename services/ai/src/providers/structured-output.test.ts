import { describe, expect, it } from 'vitest';
import { ProviderError } from './provider.js';
import {
  askWithOneRepair,
  type Chat,
  type ChatRequest,
  OPTIONS_FORMAT,
  QuestionsOutput,
  readOptions,
  readQuestions,
  strictJsonSchema,
} from './structured-output.js';

const option = (optionText: string, isCorrect = false) => ({ optionText, isCorrect });
const question = (questionText: string, correct = 1) => ({
  questionText,
  options: ['Göteborg', 'Stockholm', 'Malmö', 'Uppsala'].map((text, index) =>
    option(text, index === correct),
  ),
});
const reply = (value: unknown) => JSON.stringify(value);

describe('reading a model reply', () => {
  it('when the reply is valid, then questions come back trimmed and labelled A–D in the given order', () => {
    const reading = readQuestions(reply({ questions: [question(' Vilken stad är huvudstad? ')] }), 5);
    expect(reading).toEqual({
      ok: true,
      value: [
        {
          questionText: 'Vilken stad är huvudstad?',
          options: [
            { optionLabel: 'A', optionText: 'Göteborg', isCorrect: false },
            { optionLabel: 'B', optionText: 'Stockholm', isCorrect: true },
            { optionLabel: 'C', optionText: 'Malmö', isCorrect: false },
            { optionLabel: 'D', optionText: 'Uppsala', isCorrect: false },
          ],
        },
      ],
    });
  });

  it('keeps at most the count asked for', () => {
    const reading = readQuestions(
      reply({ questions: [question('Ett?'), question('Två?'), question('Tre?')] }),
      2,
    );
    expect(reading.ok && reading.value.map((entry) => entry.questionText)).toEqual(['Ett?', 'Två?']);
  });

  it('accepts JSON inside a code fence or after a sentence', () => {
    const json = reply({ options: question('x').options });
    expect(readOptions(`\`\`\`json\n${json}\n\`\`\``).ok).toBe(true);
    expect(readOptions(`Här är alternativen: ${json}`).ok).toBe(true);
  });

  it.each([
    ['not JSON', 'Here you go!', 'not valid JSON'],
    ['empty', '  ', 'the reply is empty'],
    ['without the questions field', reply({ items: [] }), '/questions'],
    [
      'with three options',
      reply({ questions: [{ questionText: 'x', options: question('x').options.slice(1) }] }),
      '/questions/0/options',
    ],
    [
      'with two correct options',
      reply({
        questions: [
          { questionText: 'x', options: [option('a', true), option('b', true), option('c'), option('d')] },
        ],
      }),
      'exactly one option must have isCorrect true, found 2',
    ],
    [
      'with no correct option',
      reply({
        questions: [{ questionText: 'x', options: [option('a'), option('b'), option('c'), option('d')] }],
      }),
      'found 0',
    ],
    [
      'with the same option twice',
      reply({
        questions: [
          { questionText: 'x', options: [option('a', true), option('A'), option('c'), option('d')] },
        ],
      }),
      'two options have the same optionText',
    ],
  ])('when the reply is %s, then it names the problem', (_case, text, problem) => {
    const reading = readQuestions(text, 3);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problems.join('\n')).toContain(problem);
  });

  it('gives OpenAI a strict schema: every property required, no others', () => {
    expect(strictJsonSchema(QuestionsOutput)).toEqual({
      type: 'object',
      properties: {
        questions: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              questionText: { type: 'string' },
              options: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { optionText: { type: 'string' }, isCorrect: { type: 'boolean' } },
                  required: ['optionText', 'isCorrect'],
                  additionalProperties: false,
                },
              },
            },
            required: ['questionText', 'options'],
            additionalProperties: false,
          },
        },
      },
      required: ['questions'],
      additionalProperties: false,
    });
  });
});

describe('asking with one repair', () => {
  const request: ChatRequest = {
    system: 'system',
    turns: [{ role: 'user', content: 'Skriv frågor' }],
    maxOutputTokens: 100,
    output: OPTIONS_FORMAT,
  };
  const scripted = (replies: string[]) => {
    const received: ChatRequest[] = [];
    const chat: Chat = async (sent) => {
      received.push(sent);
      return { text: replies[received.length - 1] ?? '', usage: { inputTokens: 10, outputTokens: 5 } };
    };
    return { chat, received };
  };
  const valid = reply({ options: question('x').options });

  it('when the first reply is valid, then it is the only request', async () => {
    const { chat, received } = scripted([valid]);
    const result = await askWithOneRepair(chat, request, readOptions, { provider: 'Test', language: 'sv' });
    expect(result.value).toHaveLength(4);
    expect(result.usage).toEqual({ inputTokens: 10, outputTokens: 5 });
    expect(received).toHaveLength(1);
  });

  it('when the first reply is invalid, then the second request carries it and its problems, in the language', async () => {
    const { chat, received } = scripted(['inte json', valid]);
    const result = await askWithOneRepair(chat, request, readOptions, { provider: 'Test', language: 'sv' });
    expect(result.usage).toEqual({ inputTokens: 20, outputTokens: 10 });
    expect(received[1]!.turns.slice(0, 2)).toEqual([
      ...request.turns,
      { role: 'assistant', content: 'inte json' },
    ]);
    const repair = received[1]!.turns[2]!;
    expect(repair.role).toBe('user');
    expect(repair.content).toContain('Ditt svar gick inte att använda');
    expect(repair.content).toContain('not valid JSON');
  });

  it('when the repaired reply is invalid too, then it fails naming the problems', async () => {
    const { chat } = scripted(['inte json', reply({ options: [] })]);
    const attempt = askWithOneRepair(chat, request, readOptions, { provider: 'Test', language: 'en' });
    await expect(attempt).rejects.toBeInstanceOf(ProviderError);
    await expect(attempt).rejects.toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('/options'),
    });
  });
});
