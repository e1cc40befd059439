import { MAX_IMAGE_BYTES, MAX_OPTIONS, optionLabel } from '@quizdrill/contracts/rules';
import type { QuestionResponse } from '@quizdrill/contracts/types';
import { describe, expect, it } from 'vitest';
import { emptyAnswerKey, problemKey } from './answer-key-draft';
import {
  draftFromQuestion,
  emptyDraft,
  hasDraftErrors,
  imageProblem,
  type QuestionDraft,
  questionFormData,
  validateDraft,
  withAddedOption,
  withoutOption,
} from './question-draft';

function draft(
  texts: string[],
  correctIndex: number | null,
  questionText = 'Vilken är Sveriges längsta älv?',
): QuestionDraft {
  return { questionText, options: texts.map((text, key) => ({ key, text })), correctIndex, explanation: '' };
}

describe('question drafts', () => {
  it('when a question is started, then it has four empty options A–D and none marked correct', () => {
    const started = emptyDraft();
    expect(started.options.map((option) => option.text)).toEqual(['', '', '', '']);
    expect(started.options.map((_option, index) => optionLabel(index))).toEqual(['A', 'B', 'C', 'D']);
    expect(started.correctIndex).toBeNull();
    expect(new Set(started.options.map((option) => option.key)).size).toBe(4);
  });

  it('when an option is added, then its label continues the alphabet, up to Z', () => {
    const withFifth = withAddedOption(emptyDraft());
    expect(withFifth.options).toHaveLength(5);
    expect(optionLabel(4)).toBe('E');
    expect(optionLabel(5)).toBe('F');
    let full = emptyDraft();
    for (let added = 0; added < 40; added++) full = withAddedOption(full);
    expect(full.options).toHaveLength(MAX_OPTIONS);
    expect(optionLabel(MAX_OPTIONS - 1)).toBe('Z');
  });

  it('when an option is removed, then the correct mark stays on its option, or goes with it', () => {
    const marked = draft(['Göta älv', 'Klarälven', 'Torne älv', 'Dalälven'], 2);
    expect(withoutOption(marked, 0).correctIndex).toBe(1);
    expect(withoutOption(marked, 3).correctIndex).toBe(2);
    expect(withoutOption(marked, 2).correctIndex).toBeNull();
    expect(withoutOption(marked, 2).options.map((option) => option.text)).toEqual([
      'Göta älv',
      'Klarälven',
      'Dalälven',
    ]);
  });

  it('when only two options are left, then none can be removed', () => {
    const two = draft(['Ja', 'Nej'], 0);
    expect(withoutOption(two, 0)).toBe(two);
  });

  it('when a saved question is edited, then its texts and correct option are the draft', () => {
    const question: QuestionResponse = {
      id: 7,
      courseId: 1,
      courseName: 'sveriges-geografi',
      position: 3,
      questionText: 'Vad heter Sveriges högsta berg?',
      imageUrl: null,
      language: 'sv',
      options: [
        { optionLabel: 'A', optionText: 'Kebnekaise', isCorrect: true },
        { optionLabel: 'B', optionText: 'Sarektjåkkå', isCorrect: false },
      ],
      explanation: 'Sydtoppens glaciär har smält.',
      importId: null,
    };
    const edited = draftFromQuestion(question);
    expect(edited.questionText).toBe(question.questionText);
    expect(edited.options.map((option) => option.text)).toEqual(['Kebnekaise', 'Sarektjåkkå']);
    expect(edited.correctIndex).toBe(0);
    expect(edited.explanation).toBe('Sydtoppens glaciär har smält.');
    expect(questionFormData(edited).get('explanation')).toBe('Sydtoppens glaciär har smält.');
  });
});

describe('validateDraft', () => {
  it('when everything is filled in and one option is marked, then there are no errors', () => {
    expect(hasDraftErrors(validateDraft(draft(['Torne älv', 'Klarälven'], 1)))).toBe(false);
  });

  it('when the question text is blank, then it is required', () => {
    expect(validateDraft(draft(['a', 'b'], 0, '   ')).questionText).toBe('questionForm.questionRequired');
  });

  it('when option texts are blank, then each of them is named', () => {
    expect(validateDraft(draft(['a', ' ', 'c', ''], 0)).emptyOptions).toEqual([1, 3]);
  });

  it('when no option is marked correct, then the author must mark one', () => {
    expect(validateDraft(draft(['a', 'b'], null)).options).toBe('questionForm.correctRequired');
  });

  it('when there are fewer than two options, then that is said first', () => {
    expect(validateDraft(draft(['a'], 0)).options).toBe('questionForm.optionsMinimum');
  });
});

describe('questionFormData', () => {
  it('when a question is sent, then texts are trimmed, options are labelled objects and the index is 0-based', () => {
    const image = new File([new Uint8Array([1, 2, 3])], 'karta.png', { type: 'image/png' });
    const form = questionFormData(draft([' Göta älv ', 'Torne älv', 'Dalälven'], 1, ' Längsta älv? '), {
      courseName: 'sveriges-geografi',
      image,
    });
    expect(form.get('questionText')).toBe('Längsta älv?');
    expect(form.get('kind')).toBe('single');
    expect(JSON.parse(String(form.get('options')))).toEqual([
      { optionLabel: 'A', optionText: 'Göta älv', isCorrect: false, feedback: null },
      { optionLabel: 'B', optionText: 'Torne älv', isCorrect: true, feedback: null },
      { optionLabel: 'C', optionText: 'Dalälven', isCorrect: false, feedback: null },
    ]);
    expect(form.get('correctIndex')).toBe('1');
    expect(form.has('answerKey')).toBe(false);
    expect(form.get('courseName')).toBe('sveriges-geografi');
    expect((form.get('image') as File).name).toBe('karta.png');
  });

  it('when an edit keeps its image, then no image and no course name are sent', () => {
    const form = questionFormData(draft(['a', 'b'], 0));
    expect(form.has('image')).toBe(false);
    expect(form.has('courseName')).toBe(false);
    expect(form.has('removeImage')).toBe(false);
  });

  it('when an edit removes its image, then removeImage=true is sent; a new image sent instead replaces it', () => {
    expect(questionFormData(draft(['a', 'b'], 0), { removeImage: true }).get('removeImage')).toBe('true');
    const image = new File([new Uint8Array([1])], 'ny.png', { type: 'image/png' });
    const replaced = questionFormData(draft(['a', 'b'], 0), { image, removeImage: true });
    expect(replaced.has('removeImage')).toBe(false);
    expect((replaced.get('image') as File).name).toBe('ny.png');
  });
});

describe('imageProblem', () => {
  it('when an image is at most 5 MB (5,000,000 bytes), then it may be uploaded, whatever the image type', () => {
    expect(MAX_IMAGE_BYTES).toBe(5_000_000);
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', '']) {
      expect(imageProblem({ size: MAX_IMAGE_BYTES, type }), type).toBeUndefined();
    }
  });

  it('when an image is over 5 MB, then it is too large', () => {
    expect(imageProblem({ size: MAX_IMAGE_BYTES + 1, type: 'image/png' })).toBe('error.imageTooLarge');
  });

  it('when the file is not a picture a browser shows safely, then it is not supported', () => {
    expect(imageProblem({ size: 10, type: 'text/plain' })).toBe('error.imageNotSupported');
    expect(imageProblem({ size: 10, type: 'image/svg+xml' })).toBe('error.imageNotSupported');
  });
});

describe('question kinds (issue 43)', () => {
  const base = { questionText: 'Fråga?', correctIndex: null, explanation: '' };
  const options = (...texts: [string, boolean][]) =>
    texts.map(([text, correct], key) => ({ key, text, correct, feedback: correct ? ` Ja, ${text}. ` : '' }));

  it('when a multiple choice is sent, then every option says whether it is right, with its feedback, and no index', () => {
    const form = questionFormData({
      ...base,
      kind: 'multiple',
      options: options(['Vänern', true], ['Siljan', false], ['Vättern', true]),
    });
    expect(form.get('kind')).toBe('multiple');
    expect(form.has('correctIndex')).toBe(false);
    expect(JSON.parse(String(form.get('options')))).toEqual([
      { optionLabel: 'A', optionText: 'Vänern', isCorrect: true, feedback: 'Ja, Vänern.' },
      { optionLabel: 'B', optionText: 'Siljan', isCorrect: false, feedback: null },
      { optionLabel: 'C', optionText: 'Vättern', isCorrect: true, feedback: 'Ja, Vättern.' },
    ]);
  });

  it('when a multiple choice has no right option, then the author is told to tick one', () => {
    const errors = validateDraft({ ...base, kind: 'multiple', options: options(['a', false], ['b', false]) });
    expect(errors.options).toBe('questionForm.kinds.multipleRightRequired');
  });

  it('when a true/false question is sent, then its options are true and false in the question’s language', () => {
    const draft = { ...base, kind: 'truefalse' as const, correctIndex: 1, options: options(['', false]) };
    expect(validateDraft(draft)).toEqual({ emptyOptions: [] });
    const form = questionFormData(draft, { language: 'en' });
    expect(form.get('correctIndex')).toBe('1');
    expect(
      JSON.parse(String(form.get('options'))).map((option: { optionText: string }) => option.optionText),
    ).toEqual(['True', 'False']);
    expect(validateDraft({ ...draft, correctIndex: null }).options).toBe(
      'questionForm.kinds.trueFalseRequired',
    );
  });

  it('when a short answer is sent, then its accepted answers and leniency go as the answer key', () => {
    const answerKey = {
      ...emptyAnswerKey(),
      answers: [
        { key: 1, text: ' Stockholm ', credit: '100', feedback: '' },
        { key: 2, text: 'Sthlm', credit: '50', feedback: 'Skriv ut hela namnet.' },
      ],
      lenient: true,
    };
    const draft = { ...base, kind: 'short' as const, options: [], answerKey };
    expect(validateDraft(draft)).toEqual({ emptyOptions: [] });
    const form = questionFormData(draft);
    expect(JSON.parse(String(form.get('options')))).toEqual([]);
    expect(form.has('correctIndex')).toBe(false);
    expect(JSON.parse(String(form.get('answerKey')))).toEqual({
      answers: [
        { text: 'Stockholm', credit: 100, feedback: null },
        { text: 'Sthlm', credit: 50, feedback: 'Skriv ut hela namnet.' },
      ],
      lenient: true,
    });
  });

  it('when a short answer lacks full credit or has a bad credit, then the author is told which', () => {
    const answers = (credit: string) => [{ key: 1, text: 'Sthlm', credit, feedback: '' }];
    const draft = (credit: string) => ({
      ...base,
      kind: 'short' as const,
      options: [],
      answerKey: { ...emptyAnswerKey(), answers: answers(credit) },
    });
    expect(validateDraft(draft('50')).options).toBe('questionForm.kinds.fullCreditRequired');
    expect(validateDraft(draft('hundra')).options).toBe('questionForm.kinds.creditInvalid');
  });

  it('when a numeric question is sent, then its values are read with a decimal comma or point', () => {
    const answerKey = {
      ...emptyAnswerKey(),
      ranges: [
        { key: 1, value: '3,14', tolerance: '0,01', credit: '100', feedback: '' },
        { key: 2, value: '3', tolerance: '', credit: '50', feedback: 'Nästan.' },
      ],
    };
    const form = questionFormData({ ...base, kind: 'numeric', options: [], answerKey });
    expect(JSON.parse(String(form.get('answerKey')))).toEqual({
      ranges: [
        { value: 3.14, tolerance: 0.01, credit: 100, feedback: null },
        { value: 3, tolerance: 0, credit: 50, feedback: 'Nästan.' },
      ],
    });
    const notANumber = {
      ...answerKey,
      ranges: [{ key: 1, value: 'pi', tolerance: '0', credit: '100', feedback: '' }],
    };
    expect(validateDraft({ ...base, kind: 'numeric', options: [], answerKey: notANumber }).options).toBe(
      'questionForm.kinds.numberInvalid',
    );
  });

  it('when a matching question is sent, then its written pairs go, an empty row left out; fewer than two is refused', () => {
    const pairs = [
      { key: 1, left: 'Sverige', right: 'Stockholm' },
      { key: 2, left: 'Norge', right: 'Oslo' },
      { key: 3, left: '', right: 'Köpenhamn' },
      { key: 4, left: ' ', right: '' },
    ];
    const draft = {
      ...base,
      kind: 'matching' as const,
      options: [],
      answerKey: { ...emptyAnswerKey(), pairs },
    };
    expect(validateDraft(draft)).toEqual({ emptyOptions: [] });
    expect(JSON.parse(String(questionFormData(draft).get('answerKey')))).toEqual({
      pairs: [
        { left: 'Sverige', right: 'Stockholm' },
        { left: 'Norge', right: 'Oslo' },
        { left: '', right: 'Köpenhamn' },
      ],
    });
    const one = { ...draft, answerKey: { ...emptyAnswerKey(), pairs: pairs.slice(0, 1) } };
    expect(validateDraft(one).options).toBe('questionForm.kinds.pairsMinimum');
  });

  it('when a saved question of another kind is edited, then its kind, feedback and answer key are the draft', () => {
    const saved: QuestionResponse = {
      id: 8,
      courseId: 1,
      courseName: 'matte',
      position: 1,
      questionText: 'Vad är pi med två decimaler?',
      imageUrl: null,
      language: 'sv',
      kind: 'numeric',
      options: [],
      ranges: [{ value: 3.14, tolerance: 0.005, credit: 100, feedback: 'Bra!' }],
      explanation: null,
      importId: null,
    };
    const edited = draftFromQuestion(saved);
    expect(edited.kind).toBe('numeric');
    expect(edited.answerKey?.ranges).toMatchObject([
      { value: '3.14', tolerance: '0.005', credit: '100', feedback: 'Bra!' },
    ]);
    expect(JSON.parse(String(questionFormData(edited).get('answerKey')))).toEqual({
      ranges: [{ value: 3.14, tolerance: 0.005, credit: 100, feedback: 'Bra!' }],
    });
    const choice = draftFromQuestion({
      ...saved,
      kind: 'multiple',
      ranges: [],
      options: [
        { optionLabel: 'A', optionText: 'x', isCorrect: true, feedback: 'Ja' },
        { optionLabel: 'B', optionText: 'y', isCorrect: true, feedback: null },
      ],
    });
    expect(choice.options).toMatchObject([
      { text: 'x', correct: true, feedback: 'Ja' },
      { text: 'y', correct: true, feedback: '' },
    ]);
  });

  it('when answerKeyProblem says something the form does not know, then a general message is shown', () => {
    expect(problemKey('something new')).toBe('questionForm.kinds.answerKeyInvalid');
  });
});
