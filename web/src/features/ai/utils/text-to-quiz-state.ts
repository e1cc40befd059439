// Everything text to quiz holds while the user works (SPEC §4 "Text-to-quiz"): the source text, the course the
// questions are for, the generated questions with the ticked and regenerating ones, and what was saved last. One
// pure reducer, so every step can be tested without a screen.
import { suggestCourseName } from '@quizdrill/contracts/rules';
import type { GenerateQuestionsRequest } from '@/features/ai/api/generate-questions';
import type { SavedQuestions } from '@/features/ai/api/save-questions';
import type { Language } from '@/lib/i18n';
import type { CourseDetails, GeneratedOption, GeneratedQuestion, SaveErrors } from './generated-questions';
import type { GenerationFieldErrors } from './source-text';

/** A generated question on screen; `key` stays while the question is regenerated. */
export type Draft = { key: number; question: GeneratedQuestion };

/** What of a question is being made anew. */
export type Regenerating = 'question' | 'options';

/** The questions on screen and the request that made them (regenerating asks the same way). */
export type Generation = { request: GenerateQuestionsRequest; drafts: Draft[] };

export type SourceFieldName = 'text' | 'displayName' | 'name';
/** Translation keys of the messages under the source form's fields. */
export type SourceFieldErrors = Omit<GenerationFieldErrors, 'name'> & {
  name?: GenerationFieldErrors['name'] | 'textToQuiz.courseNotYours';
};

export type TextToQuizState = {
  text: string;
  /** The text came from photo to quiz (a notice says so until closed or the form is cleared). */
  fromPhoto: boolean;
  /** The questions' language as the user picked it; null follows the text's own. */
  pickedLanguage: Language | null;
  course: CourseDetails;
  /** The user wrote the course name; until then it follows the display name (SPEC §4 "Course create"). */
  nameEdited: boolean;
  errors: SourceFieldErrors;
  /** A save was tried with no question ticked. */
  noneTicked: boolean;
  generation: Generation | null;
  ticked: ReadonlySet<number>;
  regenerating: ReadonlyMap<number, Regenerating>;
  /** The last save, shown for review until the user adds more. */
  saved: SavedQuestions | null;
};

export type TextToQuizAction =
  | { type: 'textChanged'; text: string }
  | { type: 'photoNoticeClosed' }
  | { type: 'languagePicked'; language: Language }
  | { type: 'courseChanged'; field: keyof CourseDetails; value: string }
  /** The source form was checked before generating: each of its fields' problems, or none. */
  | { type: 'generationChecked'; errors: GenerationFieldErrors }
  | { type: 'generated'; generation: Generation }
  | { type: 'regenerationStarted'; key: number; part: Regenerating }
  | { type: 'regenerationEnded'; key: number }
  | { type: 'questionReplaced'; key: number; question: GeneratedQuestion }
  | { type: 'optionsReplaced'; key: number; options: GeneratedOption[] }
  | { type: 'questionTicked'; key: number; on: boolean }
  | { type: 'allTicked'; on: boolean }
  /** A save was asked for and checked: its problems, or none. */
  | { type: 'saveChecked'; errors: SaveErrors }
  /** The course name belongs to another user's course (403). */
  | { type: 'courseNotYours' }
  | { type: 'saved'; saved: SavedQuestions }
  /** From the review: more questions for the course just saved to. */
  | { type: 'addMore' };

const emptyCourse: CourseDetails = { displayName: '', name: '', description: '' };

/** The form as it opens, with the text photo to quiz read when there is one. */
export function initialTextToQuizState(initialText: string): TextToQuizState {
  return {
    text: initialText,
    fromPhoto: initialText !== '',
    pickedLanguage: null,
    course: emptyCourse,
    nameEdited: false,
    errors: {},
    noneTicked: false,
    generation: null,
    ticked: new Set(),
    regenerating: new Map(),
    saved: null,
  };
}

function changeCourse(state: TextToQuizState, field: keyof CourseDetails, value: string): TextToQuizState {
  const suggesting = field === 'displayName' && !state.nameEdited;
  const course = suggesting
    ? { ...state.course, displayName: value, name: suggestCourseName(value) }
    : { ...state.course, [field]: value };
  return {
    ...state,
    course,
    // A name the display name suggests is a new name too: the old name's error goes with it (issue 41).
    errors: { ...state.errors, [field]: undefined, ...(suggesting ? { name: undefined } : {}) },
    // Emptying the name hands it back to the suggestion.
    nameEdited: field === 'name' ? value !== '' : state.nameEdited,
  };
}

function withQuestion(
  state: TextToQuizState,
  key: number,
  change: (question: GeneratedQuestion) => GeneratedQuestion,
): TextToQuizState {
  const { generation } = state;
  if (!generation) return state;
  const drafts = generation.drafts.map((draft) =>
    draft.key === key ? { ...draft, question: change(draft.question) } : draft,
  );
  return { ...state, generation: { ...generation, drafts } };
}

function withTicked(ticked: ReadonlySet<number>, key: number, on: boolean): ReadonlySet<number> {
  const next = new Set(ticked);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

function withRegenerating(
  regenerating: ReadonlyMap<number, Regenerating>,
  key: number,
  part: Regenerating | null,
): ReadonlyMap<number, Regenerating> {
  const next = new Map(regenerating);
  if (part) next.set(key, part);
  else next.delete(key);
  return next;
}

export function textToQuizReducer(state: TextToQuizState, action: TextToQuizAction): TextToQuizState {
  switch (action.type) {
    case 'textChanged':
      return { ...state, text: action.text, errors: { ...state.errors, text: undefined } };
    case 'photoNoticeClosed':
      return { ...state, fromPhoto: false };
    case 'languagePicked':
      return { ...state, pickedLanguage: action.language };
    case 'courseChanged':
      return changeCourse(state, action.field, action.value);
    case 'generationChecked': {
      const { text, displayName, name } = action.errors;
      return { ...state, errors: { ...state.errors, text, displayName, name } };
    }
    case 'generated':
      return { ...state, generation: action.generation, ticked: new Set(), noneTicked: false };
    case 'regenerationStarted':
      return { ...state, regenerating: withRegenerating(state.regenerating, action.key, action.part) };
    case 'regenerationEnded':
      return { ...state, regenerating: withRegenerating(state.regenerating, action.key, null) };
    case 'questionReplaced':
      return withQuestion(state, action.key, () => action.question);
    case 'optionsReplaced':
      return withQuestion(state, action.key, (question) => ({ ...question, options: action.options }));
    case 'questionTicked':
      return { ...state, noneTicked: false, ticked: withTicked(state.ticked, action.key, action.on) };
    case 'allTicked':
      return {
        ...state,
        noneTicked: false,
        ticked: new Set(action.on ? state.generation?.drafts.map((draft) => draft.key) : []),
      };
    case 'saveChecked': {
      const { displayName, name } = action.errors;
      return {
        ...state,
        noneTicked: action.errors.questions !== undefined,
        errors: { ...state.errors, displayName, name },
      };
    }
    case 'courseNotYours':
      return { ...state, errors: { ...state.errors, name: 'textToQuiz.courseNotYours' } };
    case 'saved':
      // The form starts afresh behind the review; questions still regenerating finish on their own.
      return {
        ...initialTextToQuizState(''),
        regenerating: state.regenerating,
        saved: action.saved,
      };
    case 'addMore': {
      if (!state.saved) return state;
      const { course } = state.saved;
      return {
        ...state,
        course: { displayName: course.displayName, name: course.name, description: course.description },
        nameEdited: true,
        pickedLanguage: course.language,
        saved: null,
      };
    }
  }
}

/** The ticked questions, in the order they are shown. */
export function tickedQuestions(state: TextToQuizState): GeneratedQuestion[] {
  return (state.generation?.drafts ?? [])
    .filter((draft) => state.ticked.has(draft.key))
    .map((draft) => draft.question);
}
