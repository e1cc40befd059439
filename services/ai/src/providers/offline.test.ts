import type { GeneratedOption } from '@quizdrill/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineProvider } from './offline.js';
import type { DraftQuestion } from './provider.js';

const SWEDISH = `Gustav Vasa blev kung av Sverige år 1523. Han bröt unionen med Danmark och grundade en stark centralmakt.
Under hans tid infördes reformationen, och kyrkans egendomar drogs in till kronan. Stockholm växte som handelsstad.

Gustav II Adolf stupade i slaget vid Lützen 1632. Drottning Kristina abdikerade år 1654 och flyttade till Rom.
Sveriges största sjö är Vänern, som ligger i Götaland. Älvarna i Norrland används för vattenkraft.`;

const ENGLISH = `The Amazon River flows through Brazil, Peru and Colombia. It carries more water than any other river on Earth.
The rainforest around it produces about 20% of the world's oxygen. Francisco de Orellana was the first European to
travel its length in 1542. Today, deforestation threatens many species that live in the basin.`;

const GEOGRAPHY =
  'Stockholm är Sveriges huvudstad och ligger där Mälaren möter Östersjön. Göteborg är landets näst största ' +
  'stad och har Skandinaviens största hamn. Vänern är Sveriges största sjö med en yta på 5 650 kvadratkilometer. ' +
  'Kebnekaise är Sveriges högsta berg och ligger i Lappland. Gotland är den största ön i Östersjön och Visby är ' +
  'dess huvudort. Dalälven rinner genom Dalarna och mynnar i Bottenhavet.';

const TEMPERATURES =
  'Vatten kokar vid 100 grader vid havsytan. Det fryser vid 0 grader. En frisk människa håller ungefär 37 grader.';

const offline = createOfflineProvider();
const correctOf = (options: readonly GeneratedOption[]) => options.find((option) => option.isCorrect)!;
const BLANK = '_____';

/** What every generated question but a true/false one must be: a fair cloze question with four distinct options, one correct. */
function expectWellFormed(question: DraftQuestion, source: string): void {
  if (question.kind === 'truefalse') {
    expectTrueFalse(question, source);
    return;
  }
  expect(question.options.map((option) => option.optionLabel)).toEqual(['A', 'B', 'C', 'D']);
  expect(question.options.filter((option) => option.isCorrect)).toHaveLength(1);
  const texts = question.options.map((option) => option.optionText.toLowerCase());
  expect(new Set(texts).size).toBe(4);
  expect(texts.every((text) => text.trim().length > 0)).toBe(true);
  const answer = correctOf(question.options).optionText.toLowerCase();
  expect(question.questionText).toContain(BLANK);
  expect(question.questionText.toLowerCase()).not.toContain(answer);
  expect(source.toLowerCase()).toContain(answer);
}

/** A true/false statement: a sentence of the source, or one with a term of it swapped, and which it is. */
function expectTrueFalse(question: DraftQuestion, source: string): void {
  expect(question.questionText).not.toContain(BLANK);
  const statement = question.questionText.replace(/^(Sant eller falskt|True or false): /, '');
  const isTrue = question.options[0]!.isCorrect;
  expect(question.options.map((option) => option.isCorrect)).toEqual([isTrue, !isTrue]);
  expect(source.replace(/\s+/g, ' ').includes(statement)).toBe(isTrue);
}

const cloze = (questions: readonly DraftQuestion[]) => questions.filter((question) => !question.kind);

describe('offline provider: generating questions', () => {
  it('when given a Swedish text, then it asks Swedish cloze questions about its sentences', async () => {
    const { questions, usage } = await offline.generateQuestions({ text: SWEDISH, language: 'sv', count: 5 });
    expect(questions).toHaveLength(5);
    for (const question of questions) {
      expectWellFormed(question, SWEDISH);
      expect(question.questionText).toMatch(/^(Fyll i luckan|Sant eller falskt): /);
    }
    expect(usage).toBeUndefined();
  });

  it('when given an English text, then it asks English cloze questions, names whole', async () => {
    const { questions } = await offline.generateQuestions({ text: ENGLISH, language: 'en', count: 10 });
    expect(questions).toHaveLength(5);
    for (const question of questions) {
      expectWellFormed(question, ENGLISH);
      expect(question.questionText).toMatch(/^(Fill in the blank|True or false): /);
    }
    const answers = questions.map((question) => correctOf(question.options).optionText);
    expect(answers).toContain('Francisco de Orellana');
  });

  it('keeps å, ä and ö in questions and options', async () => {
    const { questions } = await offline.generateQuestions({ text: SWEDISH, language: 'sv', count: 10 });
    const written = questions.flatMap((question) => [
      question.questionText,
      ...question.options.map((option) => option.optionText),
    ]);
    expect(written.join(' ')).toMatch(/[åäöÅÄÖ]/);
    expect(written.join(' ')).not.toMatch(/\uFFFD/);
  });

  it('asks each question about a different sentence of the text, never more than it has', async () => {
    const { questions } = await offline.generateQuestions({ text: SWEDISH, language: 'sv', count: 10 });
    expect(questions).toHaveLength(8);
    const filled = cloze(questions).map((question) =>
      question.questionText
        .replace('Fyll i luckan: ', '')
        .replace(BLANK, correctOf(question.options).optionText),
    );
    expect(new Set(filled).size).toBe(7);
    for (const sentence of filled) expect(SWEDISH.replace(/\s+/g, ' ')).toContain(sentence);
  });

  it('when the text gives four questions or more, then the last is a true/false statement from it (issue 43)', async () => {
    const { questions } = await offline.generateQuestions({ text: SWEDISH, language: 'sv', count: 5 });
    expect(questions.map((question) => question.kind ?? 'single')).toEqual([
      'single',
      'single',
      'single',
      'single',
      'truefalse',
    ]);
    const statement = questions[4]!;
    expect(statement.questionText).toMatch(/^Sant eller falskt: /);
    expect(statement.options.map((option) => option.optionText)).toEqual(['Sant', 'Falskt']);
    expectTrueFalse(statement, SWEDISH);
    const { questions: few } = await offline.generateQuestions({ text: SWEDISH, language: 'sv', count: 3 });
    expect(cloze(few)).toHaveLength(3);
  });

  it('respects the count', async () => {
    for (const count of [1, 2, 3]) {
      const { questions } = await offline.generateQuestions({ text: SWEDISH, language: 'sv', count });
      expect(questions).toHaveLength(count);
    }
  });

  it('when the same text comes again, then the same questions come back', async () => {
    const first = await offline.generateQuestions({ text: ENGLISH, language: 'en', count: 4 });
    const second = await createOfflineProvider().generateQuestions({
      text: ENGLISH,
      language: 'en',
      count: 4,
    });
    expect(second).toEqual(first);
  });

  it('does not always put the correct option first', async () => {
    const { questions } = await offline.generateQuestions({ text: SWEDISH, language: 'sv', count: 10 });
    const labels = new Set(cloze(questions).map((question) => correctOf(question.options).optionLabel));
    expect(labels.size).toBeGreaterThan(1);
  });

  it('when the blank is a number, then every option is a number', async () => {
    const { questions } = await offline.generateQuestions({ text: TEMPERATURES, language: 'sv', count: 3 });
    expect(questions).toHaveLength(3);
    for (const question of questions) {
      expectWellFormed(question, TEMPERATURES);
      expect(question.options.every((option) => /^\d+$/.test(option.optionText))).toBe(true);
    }
  });

  it('when the blank starts the sentence, then every option starts with a capital, so case gives nothing away', async () => {
    const text = 'Katten sover på mattan.';
    const { questions } = await offline.generateQuestions({ text, language: 'sv', count: 3 });
    expect(questions).toHaveLength(1);
    expectWellFormed(questions[0]!, text);
    expect(questions[0]!.questionText).toBe(`Fyll i luckan: ${BLANK} sover på mattan.`);
    expect(questions[0]!.options.every((option) => /^\p{Lu}/u.test(option.optionText))).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   \n  '],
    ['one word', 'Hej!'],
    ['a three-word sentence', 'Två korta ord.'],
  ])('when the text is %s, then there are no questions', async (_case, text) => {
    const { questions } = await offline.generateQuestions({ text, language: 'sv', count: 5 });
    expect(questions).toEqual([]);
  });

  it('when a question is regenerated, then a new one on another term of the text replaces it, the same each time', async () => {
    const { questions } = await offline.generateQuestions({ text: SWEDISH, language: 'sv', count: 10 });
    for (const original of questions) {
      const input = { text: SWEDISH, language: 'sv' as const, count: 1, original };
      const { questions: replacements } = await offline.generateQuestions(input);
      expect(replacements).toHaveLength(1);
      const replacement = replacements[0]!;
      expectWellFormed(replacement, SWEDISH);
      expect(replacement.questionText).not.toBe(original.questionText);
      expect(correctOf(replacement.options).optionText).not.toBe(correctOf(original.options).optionText);
      expect(await offline.generateQuestions(input)).toEqual({ questions: replacements });
    }
  });

  it('when the original came without options from another model, then the replacement still differs', async () => {
    const original = { questionText: 'Vem blev kung av Sverige år 1523?' };
    const { questions } = await offline.generateQuestions({
      text: SWEDISH,
      language: 'sv',
      count: 1,
      original,
    });
    expect(questions).toHaveLength(1);
    expectWellFormed(questions[0]!, SWEDISH);
  });
});

describe('offline provider: regenerating options', () => {
  it('when the source text holds what fills the blank, then that stays the correct option among four new ones', async () => {
    const { questions } = await offline.generateQuestions({ text: ENGLISH, language: 'en', count: 10 });
    for (const question of cloze(questions)) {
      const { options } = await offline.regenerateOptions({
        questionText: question.questionText,
        language: 'en',
        sourceText: ENGLISH,
      });
      expectWellFormed({ questionText: question.questionText, options }, ENGLISH);
      expect(correctOf(options).optionText).toBe(correctOf(question.options).optionText);
    }
  });

  it.each([
    ['När blev Gustav Vasa kung av Sverige?', SWEDISH, '1523', /^\d{4}$/],
    ['Vilken stad är Sveriges huvudstad?', GEOGRAPHY, 'Stockholm', /^\p{Lu}/u],
    ['Var ligger Kebnekaise?', GEOGRAPHY, 'Lappland', /^\p{Lu}/u],
    ['Hur stor är Vänern?', GEOGRAPHY, '5 650', /^\d{1,3}( \d{3})*$/],
    [
      'Who was the first European to travel the length of the Amazon?',
      ENGLISH,
      'Francisco de Orellana',
      /^\p{Lu}/u,
    ],
  ])(
    'when asked "%s", then the correct option is what its sentence in the text adds',
    async (questionText, sourceText, answer, shape) => {
      const { options } = await offline.regenerateOptions({ questionText, language: 'sv', sourceText });
      expect(correctOf(options).optionText).toBe(answer);
      expect(options.every((option) => shape.test(option.optionText))).toBe(true);
      expect(new Set(options.map((option) => option.optionText.toLowerCase())).size).toBe(4);
    },
  );

  it('is the same for the same question and text', async () => {
    const input = {
      questionText: 'Who first travelled the Amazon?',
      language: 'en' as const,
      sourceText: ENGLISH,
    };
    expect(await offline.regenerateOptions(input)).toEqual(await offline.regenerateOptions(input));
  });

  it('when there is no source text to find the answer in, then it refuses (422, saying why) rather than guess', async () => {
    const attempt = offline.regenerateOptions({
      questionText: `Fyll i luckan: ${BLANK} blev kung.`,
      language: 'sv',
    });
    await expect(attempt).rejects.toMatchObject({ status: 422, code: 'error.answerNotInSource' });
  });
});

describe('offline provider: explaining', () => {
  const question = {
    questionText: `Fyll i luckan: Sveriges huvudstad är ${BLANK}.`,
    options: [
      { optionLabel: 'A', optionText: 'Göteborg' },
      { optionLabel: 'B', optionText: 'Stockholm' },
      { optionLabel: 'C', optionText: 'Malmö' },
      { optionLabel: 'D', optionText: 'Uppsala' },
    ],
  };

  it.each([
    [
      'the chosen option is wrong, then it names the correct one, says so and quotes the sentence',
      { correctOption: 'B', selectedOption: 'A', language: 'sv' as const },
      'Rätt svar är B: Stockholm. Du valde A: Göteborg, och det stämmer inte. Texten säger: ”Sveriges huvudstad är Stockholm.”',
    ],
    [
      'the chosen option is right, then it says so, in English when asked',
      { correctOption: 'B', selectedOption: 'b', language: 'en' as const },
      'The correct answer is B: Stockholm, which is what you chose. The text says: "Sveriges huvudstad är Stockholm."',
    ],
    [
      'the question has no blank, then nothing is quoted',
      {
        questionText: 'Vilken stad är Sveriges huvudstad?',
        correctOption: 'B',
        selectedOption: 'C',
        language: 'sv' as const,
      },
      'Rätt svar är B: Stockholm. Du valde C: Malmö, och det stämmer inte.',
    ],
  ])('when %s', async (_case, answer, expected) => {
    const { text } = await offline.explain({ ...question, ...answer });
    expect(text).toBe(expected);
  });

  it('when the teacher wrote feedback and an explanation, then the explanation ends with them', async () => {
    const { text } = await offline.explain({
      ...question,
      questionText: 'Vilken stad är Sveriges huvudstad?',
      correctOption: 'B',
      selectedOption: 'A',
      feedback: ['Göteborg är näst störst.'],
      explanation: 'Stockholm har varit huvudstad sedan 1600-talet.',
      language: 'sv',
    });
    expect(text).toBe(
      'Rätt svar är B: Stockholm. Du valde A: Göteborg, och det stämmer inte. Göteborg är näst störst. ' +
        'Stockholm har varit huvudstad sedan 1600-talet.',
    );
  });

  it('when the correct option is not known, then it does not pretend to know it', async () => {
    const { text } = await offline.explain({ ...question, selectedOption: 'A', language: 'sv' });
    expect(text).toContain('Du valde A: Göteborg.');
    expect(text).not.toContain('Rätt svar är');
  });
});

describe('offline provider: cancelling', () => {
  it('when the signal is already aborted, then it stops with unavailable', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      offline.generateQuestions({ text: SWEDISH, language: 'sv', count: 1, signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
