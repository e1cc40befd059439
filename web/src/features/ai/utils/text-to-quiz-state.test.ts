import { describe, expect, it } from 'vitest';
import type { SavedQuestions } from '@/features/ai/api/save-questions';
import type { GeneratedQuestion } from './generated-questions';
import {
  type Draft,
  initialTextToQuizState,
  type TextToQuizAction,
  type TextToQuizState,
  textToQuizReducer,
  tickedQuestions,
} from './text-to-quiz-state';

function question(questionText: string): GeneratedQuestion {
  return {
    questionText,
    options: [
      { optionLabel: 'A', optionText: 'Klorofyll', isCorrect: true },
      { optionLabel: 'B', optionText: 'Kväve', isCorrect: false },
    ],
    courseName: 'fotosyntes',
    language: 'sv',
  };
}

const drafts: Draft[] = [
  { key: 1, question: question('Vad gör växten grön?') },
  { key: 2, question: question('Var sker fotosyntesen?') },
  { key: 3, question: question('Vad bildas?') },
];
const request = {
  text: 'Fotosyntesen sker i kloroplasterna.',
  courseName: 'fotosyntes',
  language: 'sv',
  maxQuestions: 1,
  aiModel: 'openai',
} as const;

function run(actions: TextToQuizAction[], state = initialTextToQuizState('')): TextToQuizState {
  return actions.reduce(textToQuizReducer, state);
}

const generated: TextToQuizAction = { type: 'generated', generation: { request, drafts } };

const saved: SavedQuestions = {
  course: {
    id: 7,
    name: 'fotosyntes',
    displayName: 'Fotosyntes',
    description: 'Växternas energi',
    language: 'en',
    ownerId: 'u1',
    ownerUsername: 'anna',
    questionCount: 2,
    createdAt: '2026-01-01T10:00:00Z',
    updatedAt: '2026-01-01T10:00:00Z',
  },
  questions: [],
};

describe('text to quiz state', () => {
  it('when it opens with a text from photo to quiz, then the text is there with its notice until closed', () => {
    const state = initialTextToQuizState('Text från fotot');

    expect(state).toMatchObject({ text: 'Text från fotot', fromPhoto: true, generation: null, saved: null });
    expect(initialTextToQuizState('').fromPhoto).toBe(false);
    expect(run([{ type: 'photoNoticeClosed' }], state).fromPhoto).toBe(false);
  });

  it('when the display name is written, then the course name follows it until the user writes one', () => {
    const suggested = run([{ type: 'courseChanged', field: 'displayName', value: 'Åsa Öland' }]);
    expect(suggested.course).toMatchObject({ displayName: 'Åsa Öland', name: 'asa-oland' });

    const edited = run([{ type: 'courseChanged', field: 'name', value: 'min-kurs' }], suggested);
    expect(edited.nameEdited).toBe(true);
    expect(run([{ type: 'courseChanged', field: 'displayName', value: 'Annat' }], edited).course.name).toBe(
      'min-kurs',
    );
  });

  it('when the course name is emptied, then it follows the display name again', () => {
    const state = run([
      { type: 'courseChanged', field: 'name', value: 'min-kurs' },
      { type: 'courseChanged', field: 'name', value: '' },
      { type: 'courseChanged', field: 'displayName', value: 'Cell Biologi' },
    ]);

    expect(state.nameEdited).toBe(false);
    expect(state.course.name).toBe('cell-biologi');
  });

  it('when the display name is typed after "course name required", then the suggested name clears that error', () => {
    const checked = run([
      {
        type: 'generationChecked',
        errors: { displayName: 'courseCreate.displayNameRequired', name: 'courseCreate.courseNameRequired' },
      },
    ]);
    const typed = run([{ type: 'courseChanged', field: 'displayName', value: 'Cellbiologi' }], checked);
    expect(typed.course.name).toBe('cellbiologi');
    expect(typed.errors.name).toBeUndefined();
    expect(typed.errors.displayName).toBeUndefined();
  });

  it('when the source form is checked, then each field shows its problem, and changing a field clears its own', () => {
    const checked = run([
      {
        type: 'generationChecked',
        errors: { text: 'textToQuiz.fillFields', name: 'courseCreate.courseNameRequired' },
      },
    ]);
    expect(checked.errors).toEqual({
      text: 'textToQuiz.fillFields',
      displayName: undefined,
      name: 'courseCreate.courseNameRequired',
    });

    const changed = run(
      [
        { type: 'textChanged', text: 'Ny text' },
        { type: 'courseChanged', field: 'name', value: 'kurs' },
      ],
      checked,
    );
    expect(changed.text).toBe('Ny text');
    expect(changed.errors.text).toBeUndefined();
    expect(changed.errors.name).toBeUndefined();

    expect(run([{ type: 'generationChecked', errors: {} }], checked).errors).toEqual({
      text: undefined,
      displayName: undefined,
      name: undefined,
    });
  });

  it('when questions are generated, then they are shown with none ticked', () => {
    const state = run([{ type: 'questionTicked', key: 9, on: true }, generated]);

    expect(state.generation).toEqual({ request, drafts });
    expect(state.ticked.size).toBe(0);
    expect(state.noneTicked).toBe(false);
  });

  it('when questions are ticked and unticked, one by one or all at once, then the ticked ones are saved in order', () => {
    const some = run([
      generated,
      { type: 'questionTicked', key: 3, on: true },
      { type: 'questionTicked', key: 1, on: true },
      { type: 'questionTicked', key: 3, on: false },
    ]);
    expect(tickedQuestions(some).map((chosen) => chosen.questionText)).toEqual(['Vad gör växten grön?']);

    const all = run([{ type: 'allTicked', on: true }], some);
    expect([...all.ticked]).toEqual([1, 2, 3]);
    expect(run([{ type: 'allTicked', on: false }], all).ticked.size).toBe(0);
  });

  it('when a question or its options are regenerated, then only that question changes and the mark goes', () => {
    const replacement = question('Vilken gas tas upp?');
    const newOptions = [
      { optionLabel: 'A', optionText: 'Syre', isCorrect: false },
      { optionLabel: 'B', optionText: 'Koldioxid', isCorrect: true },
    ];
    const regenerating = run([
      generated,
      { type: 'regenerationStarted', key: 1, part: 'question' },
      { type: 'regenerationStarted', key: 2, part: 'options' },
    ]);
    expect([...regenerating.regenerating]).toEqual([
      [1, 'question'],
      [2, 'options'],
    ]);

    const done = run(
      [
        { type: 'questionReplaced', key: 1, question: replacement },
        { type: 'optionsReplaced', key: 2, options: newOptions },
        { type: 'regenerationEnded', key: 1 },
        { type: 'regenerationEnded', key: 2 },
      ],
      regenerating,
    );
    expect(done.generation?.drafts.map((draft) => draft.key)).toEqual([1, 2, 3]);
    expect(done.generation?.drafts[0]?.question).toEqual(replacement);
    expect(done.generation?.drafts[1]?.question).toEqual({ ...drafts[1]?.question, options: newOptions });
    expect(done.generation?.drafts[2]).toEqual(drafts[2]);
    expect(done.regenerating.size).toBe(0);
  });

  it('when a regeneration answers after the questions are gone, then nothing changes', () => {
    const state = initialTextToQuizState('');

    expect(run([{ type: 'questionReplaced', key: 1, question: question('Sen') }], state)).toBe(state);
  });

  it('when a save is checked with nothing ticked and no names, then each says so until a question is ticked', () => {
    const refused = run([
      generated,
      {
        type: 'saveChecked',
        errors: {
          questions: 'textToQuiz.noneSelected',
          displayName: 'courseCreate.displayNameRequired',
          name: 'courseCreate.courseNameRequired',
        },
      },
    ]);
    expect(refused.noneTicked).toBe(true);
    expect(refused.errors).toMatchObject({
      displayName: 'courseCreate.displayNameRequired',
      name: 'courseCreate.courseNameRequired',
    });
    expect(run([{ type: 'questionTicked', key: 1, on: true }], refused).noneTicked).toBe(false);
  });

  it("when the name is another user's course, then the name field says so", () => {
    expect(run([{ type: 'courseNotYours' }]).errors.name).toBe('textToQuiz.courseNotYours');
  });

  it('when the questions are saved, then the form is cleared behind the review of what was saved', () => {
    const state = run([
      { type: 'textChanged', text: 'En text' },
      { type: 'courseChanged', field: 'displayName', value: 'Fotosyntes' },
      { type: 'languagePicked', language: 'en' },
      generated,
      { type: 'allTicked', on: true },
      { type: 'regenerationStarted', key: 2, part: 'options' },
      { type: 'saved', saved },
    ]);

    expect(state).toMatchObject({
      text: '',
      fromPhoto: false,
      pickedLanguage: null,
      course: { displayName: '', name: '', description: '' },
      nameEdited: false,
      errors: {},
      generation: null,
      noneTicked: false,
      saved,
    });
    expect(state.ticked.size).toBe(0);
    // A regeneration still under way ends on its own.
    expect(state.regenerating.get(2)).toBe('options');
  });

  it('when more questions are added after a save, then the course saved to is filled in, in its language', () => {
    const state = run([{ type: 'saved', saved }, { type: 'addMore' }]);

    expect(state.saved).toBeNull();
    expect(state.course).toEqual({
      displayName: 'Fotosyntes',
      name: 'fotosyntes',
      description: 'Växternas energi',
    });
    expect(state.nameEdited).toBe(true);
    expect(state.pickedLanguage).toBe('en');
  });
});
