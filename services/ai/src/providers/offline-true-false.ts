// The offline provider's other kind (issue 43): from a set of cloze questions long enough to vary, the last one is
// asked as a true/false statement, its blank filled with the right option or, in turn, a wrong one. Deterministic,
// like the cloze questions it comes from.
import { type Language, QUESTION_TEXT_MAX_LENGTH, TRUE_FALSE_OPTION_TEXTS } from '@quizdrill/contracts';
import { BLANK, clozeSentence } from './offline-questions.js';
import type { DraftQuestion } from './provider.js';

/** From this many questions one is true/false: fewer are all cloze, so a short text keeps its best questions. */
export const TRUE_FALSE_FROM = 4;
const STATEMENT_PROMPT: Record<Language, string> = { sv: 'Sant eller falskt:', en: 'True or false:' };

/** A cloze question as a true/false statement: true when its sentence's index among the questions is even. */
function asTrueFalse(question: DraftQuestion, language: Language, index: number): DraftQuestion | undefined {
  const isTrue = index % 2 === 0;
  const filler = question.options.find((option) => option.isCorrect === isTrue);
  if (!filler) return undefined;
  const questionText = `${STATEMENT_PROMPT[language]} ${clozeSentence(question.questionText).replace(BLANK, filler.optionText)}`;
  if (questionText.length > QUESTION_TEXT_MAX_LENGTH) return undefined;
  return {
    questionText,
    kind: 'truefalse',
    options: TRUE_FALSE_OPTION_TEXTS[language].map((optionText, position) => ({
      optionLabel: position === 0 ? 'A' : 'B',
      optionText,
      isCorrect: (position === 0) === isTrue,
    })),
  };
}

/** The questions with the last one asked as true/false, when there are at least TRUE_FALSE_FROM of them. */
export function withTrueFalse(questions: DraftQuestion[], language: Language): DraftQuestion[] {
  if (questions.length < TRUE_FALSE_FROM) return questions;
  const last = questions.length - 1;
  const statement = asTrueFalse(questions[last]!, language, last);
  return statement ? [...questions.slice(0, last), statement] : questions;
}
