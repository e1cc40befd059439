// What a player's phone sends to a question answered by a form rather than one tap (issue 43), in the wire's form:
// the drill's builders (lib/answer-forms.ts), so what is not a number is never sent (the service's 400 would name the
// form in English, mid-game). A number goes as typed (`3,14`), which the service reads, so the phone can say it back
// in the player's own words (answered-text.ts).
import type { LiveQuestion } from '@quizdrill/contracts/types';
import { matchingAnswer } from '@/components/ui/matching-picker';
import { numericAnswer, shortAnswer } from '@/lib/answer-forms';

/** What the player has filled in so far. */
export type FormDraft = {
  /** The multiple-choice labels ticked, as the wire writes them; null for none. */
  ticked: string | null;
  typed: string;
  /** The label picked per left item of a matching question, null for none. */
  picks: readonly (string | null)[];
};

/** The answer to send, or null while there is none: a matching question may go with some left items unpicked. */
export function formAnswer(kind: LiveQuestion['kind'], draft: FormDraft): string | null {
  switch (kind) {
    case 'multiple':
      return draft.ticked;
    case 'matching':
      return draft.picks.some((pick) => pick !== null) ? matchingAnswer(draft.picks) : null;
    case 'numeric':
      return numericAnswer(draft.typed) === null ? null : draft.typed.trim();
    default:
      return shortAnswer(draft.typed);
  }
}
