// What an imported question's preview shows as its right answer, by kind (issue 43): the right options of a choice
// question, each with its label; the answers worth full credit of a short-answer question; the values of a numeric
// one; the pairs of a matching one. Texts stay plain (their math is typeset where they are shown).
import type { ImportedQuestion } from '@quizdrill/contracts/types';

export function importedRightAnswers(question: ImportedQuestion): string[] {
  switch (question.kind) {
    case 'short':
      return (question.answers ?? []).filter((answer) => answer.credit === 100).map((answer) => answer.text);
    case 'numeric':
      return (question.ranges ?? [])
        .filter((range) => range.credit === 100)
        .map((range) => (range.tolerance ? `${range.value} ± ${range.tolerance}` : String(range.value)));
    case 'matching':
      return (question.pairs ?? []).filter((pair) => pair.left).map((pair) => `${pair.left} → ${pair.right}`);
    default:
      return question.options
        .filter((option) => option.isCorrect)
        .map((option) => `${option.optionLabel}: ${option.optionText}`);
  }
}
