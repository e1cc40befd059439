// What a student's answer is: one option's letter. The quiz and a live game read it the same way.

/** What a 400 says when an answer is not a letter. */
export const ANSWER_LABEL_RULE = 'answer must be an option label (a letter A–Z)';

/** The option label an answer names (`" b "` → `"B"`), or undefined when it is not a single letter. */
export function answerLabelOf(answer: string): string | undefined {
  const label = answer.trim().toUpperCase();
  return /^[A-Z]$/.test(label) ? label : undefined;
}
