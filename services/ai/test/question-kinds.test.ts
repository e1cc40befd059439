// Issue 43: text to quiz on a model may propose other kinds than single choice. Through the real OpenAI SDK against
// its wire-level fake: the strict schema offers the kinds, a multiple and a true/false proposal come back over HTTP
// with their answer keys, and each is a batch item content's batch save takes as it is.
import {
  answerKeyProblem,
  assertValid,
  BatchItem,
  type GeneratedQuestion,
  TRUE_FALSE_OPTION_TEXTS,
} from '@quizdrill/contracts';
import { type FakeOpenAi, startFakeOpenAi } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiSystem, newPremium, SWEDISH_TEXT, startAiSystem } from './support.js';

const option = (optionText: string, isCorrect = false) => ({ optionText, isCorrect });
const unused = { isTrue: false, answers: [], value: 0, tolerance: 0 };
const PROPOSALS = JSON.stringify({
  questions: [
    {
      ...unused,
      kind: 'multiple',
      questionText: 'Vilka sjöar och hav nämns i texten?',
      options: [option('Mälaren', true), option('Östersjön', true), option('Vättern'), option('Nordsjön')],
    },
    {
      ...unused,
      kind: 'truefalse',
      questionText: 'Vänern är Sveriges största sjö.',
      isTrue: true,
      options: [],
    },
  ],
});

describe('text to quiz proposing kinds on OpenAI', () => {
  let openAi: FakeOpenAi;
  let system: AiSystem;
  beforeAll(async () => {
    openAi = await startFakeOpenAi();
    system = await startAiSystem({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openAi.baseURL });
  });
  afterAll(async () => {
    await system.stop();
    await openAi.close();
  });

  it('when the model proposes a multiple and a true/false question, then both come back with their keys and save as a batch', async () => {
    openAi.reply(PROPOSALS);
    const response = await system.call('POST', '/api/v2/generate-questions', {
      as: newPremium(),
      body: { text: SWEDISH_TEXT, courseName: 'geografi', maxQuestions: 2, aiModel: 'openai' },
    });
    expect(response.status).toBe(200);
    const questions: GeneratedQuestion[] = await response.json();

    const schema = openAi.requests[0]!.body.response_format?.json_schema?.schema as {
      properties: { questions: { items: { properties: { kind: { enum: string[] } } } } };
    };
    expect(schema.properties.questions.items.properties.kind.enum).toEqual([
      'single',
      'multiple',
      'truefalse',
      'short',
      'numeric',
    ]);

    expect(questions).toHaveLength(2);
    const [multiple, truefalse] = questions;
    expect(multiple).toMatchObject({ kind: 'multiple', courseName: 'geografi', language: 'sv' });
    expect(multiple!.options.filter((entry) => entry.isCorrect).map((entry) => entry.optionLabel)).toEqual([
      'A',
      'B',
    ]);
    expect(truefalse).toMatchObject({
      kind: 'truefalse',
      options: TRUE_FALSE_OPTION_TEXTS.sv.map((optionText, index) => ({
        optionText,
        isCorrect: index === 0,
      })),
    });

    // What the review saves: each question as content's batch item, which content checks by these two.
    for (const { courseName, language, ...question } of questions) {
      assertValid(BatchItem, {
        ...question,
        courseName,
        courseDisplayName: 'Geografi',
        courseDescription: 'Frågor ur en text.',
        language,
      });
      expect(answerKeyProblem(question)).toBeUndefined();
    }
  });
});
