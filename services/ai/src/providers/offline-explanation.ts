// The offline provider's explanation: names the correct option, says whether the chosen one was wrong and, for a
// cloze question, quotes the sentence the answer completes.
import type { Language } from '@quizdrill/contracts';
import { BLANK, clozeSentence } from './offline-questions.js';
import type { ExplainInput } from './provider.js';

interface Option {
  optionLabel: string;
  optionText: string;
}

const PHRASES = {
  sv: {
    correct: (option: string) => `Rätt svar är ${option}.`,
    chosenRight: (option: string) => `Rätt svar är ${option}, och det var ditt svar.`,
    chosenWrong: (option: string) => `Du valde ${option}, och det stämmer inte.`,
    unknownCorrect: (option: string) =>
      `Du valde ${option}. Frågan anger inte vilket svar som är rätt, så jag kan inte säga om ditt val stämmer.`,
    quote: (sentence: string) => `Texten säger: ”${sentence}”`,
  },
  en: {
    correct: (option: string) => `The correct answer is ${option}.`,
    chosenRight: (option: string) => `The correct answer is ${option}, which is what you chose.`,
    chosenWrong: (option: string) => `You chose ${option}, which is not right.`,
    unknownCorrect: (option: string) =>
      `You chose ${option}. The question does not say which answer is correct, so I cannot tell whether your choice is right.`,
    quote: (sentence: string) => `The text says: "${sentence}"`,
  },
} satisfies Record<Language, unknown>;

const describe = (option: Option) => `${option.optionLabel}: ${option.optionText}`;

function findOption(options: readonly Option[], label: string | undefined): Option | undefined {
  const wanted = label?.trim().toUpperCase();
  return options.find((option) => option.optionLabel.trim().toUpperCase() === wanted);
}

/** A cloze question with its blank filled by the correct answer: the sentence of the text it came from. */
function supportingSentence(questionText: string, correct: Option): string | undefined {
  if (!questionText.includes(BLANK)) return undefined;
  return clozeSentence(questionText).replace(BLANK, correct.optionText);
}

export function explainAnswer(input: ExplainInput): string {
  const phrases = PHRASES[input.language];
  const selected = findOption(input.options, input.selectedOption);
  const selectedText = selected ? describe(selected) : input.selectedOption.trim();
  const correct = findOption(input.options, input.correctOption);
  if (!correct) return [phrases.unknownCorrect(selectedText), ...teacherWords(input)].join(' ');
  const verdict =
    selected === correct
      ? phrases.chosenRight(describe(correct))
      : `${phrases.correct(describe(correct))} ${phrases.chosenWrong(selectedText)}`;
  const sentence = supportingSentence(input.questionText, correct);
  return [verdict, sentence && phrases.quote(sentence), ...teacherWords(input)].filter(Boolean).join(' ');
}

/** The teacher's feedback on the answer and explanation of the question, as they wrote them (issue 43). */
function teacherWords(input: ExplainInput): string[] {
  return [...(input.feedback ?? []), input.explanation ?? ''].map((text) => text.trim()).filter(Boolean);
}
