// What a player's phone says was sent (issue 43): the answer as the wire has it (`A,C`, `B,-,A`) means little to
// the player, who picked by text, so ticks and picks read as the texts of their options; a typed answer as typed.
import type { LiveQuestion } from '@quizdrill/contracts/types';
import { matchingPicks } from '@/components/ui/matching-picker';
import { answerLabels } from '@/lib/answer-forms';

/** No pick for a left item. */
const NONE = '–';

/** The answer sent to `question`, in the words the player saw. */
export function answeredText(
  question: Pick<LiveQuestion, 'kind' | 'options' | 'prompts'>,
  answer: string,
): string {
  const textOf = (label: string) =>
    question.options.find((option) => option.optionLabel === label)?.optionText ?? label;
  switch (question.kind) {
    case 'multiple':
      return answerLabels(answer).map(textOf).join('; ');
    case 'matching': {
      const prompts = question.prompts ?? [];
      return matchingPicks(answer, prompts.length)
        .map((pick, index) => `${prompts[index]} → ${pick === null ? NONE : textOf(pick)}`)
        .join('; ');
    }
    default:
      return answer;
  }
}
