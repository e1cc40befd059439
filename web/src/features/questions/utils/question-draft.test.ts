import { MAX_IMAGE_BYTES, MAX_OPTIONS, optionLabel } from '@quizdrill/contracts/rules';
import type { QuestionResponse } from '@quizdrill/contracts/types';
import { describe, expect, it } from 'vitest';
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
    expect(JSON.parse(String(form.get('options')))).toEqual([
      { optionLabel: 'A', optionText: 'Göta älv' },
      { optionLabel: 'B', optionText: 'Torne älv' },
      { optionLabel: 'C', optionText: 'Dalälven' },
    ]);
    expect(form.get('correctIndex')).toBe('1');
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
