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
    const reading = readQuestions(reply({ questions: [question(' Vilken stad är huvudstad? ')] }), 5, 'sv');
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
      'sv',
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
    const reading = readQuestions(text, 3, 'sv');
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
              kind: { type: 'string', enum: ['single', 'multiple', 'truefalse', 'short', 'numeric'] },
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
              isTrue: { type: 'boolean' },
              answers: { type: 'array', items: { type: 'string' } },
              value: { type: 'number' },
              tolerance: { type: 'number' },
            },
            required: ['kind', 'questionText', 'options', 'isTrue', 'answers', 'value', 'tolerance'],
            additionalProperties: false,
          },
        },
      },
      required: ['questions'],
      additionalProperties: false,
    });
  });
});

describe('reading proposals of other kinds (issue 43)', () => {
  const proposal = (fields: Record<string, unknown>) => ({
    kind: 'single',
    questionText: 'Om huvudstäder',
    options: [],
    isTrue: false,
    answers: [],
    value: 0,
    tolerance: 0,
    ...fields,
  });

  it('when the model proposes each kind, then each comes back with its answer key in our form', () => {
    const reading = readQuestions(
      reply({
        questions: [
          proposal({
            kind: 'multiple',
            options: question('x').options.map((o, i) => option(o.optionText, i < 2)),
          }),
          proposal({ kind: 'truefalse', questionText: 'Stockholm är huvudstad.', isTrue: true }),
          proposal({ kind: 'short', answers: [' Stockholm ', 'Sthlm*', 'Stockholm'] }),
          proposal({ kind: 'numeric', value: 1634.5, tolerance: 0.5 }),
          proposal({ kind: 'single', options: question('x').options }),
        ],
      }),
      5,
      'en',
    );
    expect(reading.ok).toBe(true);
    const [multiple, truefalse, short, numeric, single] = reading.ok ? reading.value : [];
    expect(multiple).toMatchObject({ kind: 'multiple' });
    expect(multiple!.options.map((o) => `${o.optionLabel}${o.isCorrect ? '+' : '-'}`)).toEqual([
      'A+',
      'B+',
      'C-',
      'D-',
    ]);
    expect(truefalse).toEqual({
      questionText: 'Stockholm är huvudstad.',
      kind: 'truefalse',
      options: [
        { optionLabel: 'A', optionText: 'True', isCorrect: true },
        { optionLabel: 'B', optionText: 'False', isCorrect: false },
      ],
    });
    expect(short).toMatchObject({
      kind: 'short',
      options: [],
      answers: [
        { text: 'Stockholm', credit: 100 },
        { text: 'Sthlm\\*', credit: 100 },
      ],
    });
    expect(numeric).toMatchObject({
      kind: 'numeric',
      ranges: [{ value: 1634.5, tolerance: 0.5, credit: 100 }],
    });
    expect(single).not.toHaveProperty('kind');
  });

  it.each([
    [
      'a multiple with no right option',
      proposal({ kind: 'multiple', options: question('x', -1).options }),
      'at least one right option',
    ],
    [
      'a multiple with two options',
      proposal({ kind: 'multiple', options: question('x').options.slice(2) }),
      'exactly 4 options',
    ],
    ['a short with no answers', proposal({ kind: 'short', answers: ['  '] }), 'at least one accepted answer'],
    [
      'a numeric with a negative tolerance',
      proposal({ kind: 'numeric', value: 3, tolerance: -1 }),
      'tolerance zero or more',
    ],
    ['a matching', proposal({ kind: 'matching' }), '/questions/0/kind'],
  ])(
    'when the model proposes %s, then the reading names the problem for the repair',
    (_case, bad, problem) => {
      const reading = readQuestions(reply({ questions: [bad] }), 3, 'sv');
      expect(!reading.ok && reading.problems.join('\n')).toContain(problem);
    },
  );
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
