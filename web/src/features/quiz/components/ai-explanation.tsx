// SPEC §4 "AI explanation": offered after a wrong answer only; idle, then preparing (the button disabled, with
// animated dots), then the explanation in a card under the question. Here the state; the button and the card, which
// a question needs only once it is answered wrong, load apart (ai-explanation-view.tsx, issue 19).
import { DEFAULT_LANGUAGE } from '@quizdrill/contracts/rules';
import type { AiProviderName, QuizQuestion, SubmitResponse } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { useExplainAnswer } from '@/features/quiz/api/explain-answer';
import { isApiError } from '@/lib/api-client';
import { type Language, toLanguage } from '@/lib/i18n';
import { aiModelStorage } from '@/lib/storage';
import { useLatest } from '@/lib/use-latest';

/**
 * What the explanation of the question on screen is at: idle (offered), preparing, shown, or back to idle with a
 * notice that asking again now will not help (the hourly limit; a membership the token still claimed).
 */
export type AiExplanationState =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'shown'; text: string; language: Language; provider: AiProviderName | null }
  | { status: 'limited'; retryAfterSeconds: number | undefined }
  | { status: 'premiumOnly' };

export type AiExplanation = { state: AiExplanationState; request: () => void };

type UseAiExplanationOptions = {
  questionKey: string;
  question: QuizQuestion;
  selected: string | null;
  feedback: SubmitResponse | null;
  /** SPEC §8: any other failure replaces the page; `message` is the server's, null when it was not reached. */
  onFailed: (message: string | null) => void;
};

export function useAiExplanation({
  questionKey,
  question,
  selected,
  feedback,
  onFailed,
}: UseAiExplanationOptions): AiExplanation {
  const { i18n } = useTranslation();
  const explain = useExplainAnswer();
  const shownKey = useLatest(questionKey);
  // Only what this question asked counts: the question before it may still have an answer on its way.
  const mine = explain.variables?.questionKey === questionKey;
  const language = toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;

  const request = () => {
    if (!feedback || selected === null) return;
    explain.mutate(
      {
        questionKey,
        request: {
          question: {
            questionText: question.questionText,
            options: question.options.map(({ optionLabel, optionText }) => ({ optionLabel, optionText })),
            correctOption: feedback.correctOption,
          },
          selectedOption: selected,
          language,
          aiModel: aiModelStorage.get(),
        },
      },
      {
        onError: (error) => {
          // 401: the session ended and the login page is on its way; 429 and 403 are said under the question; and
          // the failure of a question the student has moved on from is no reason to leave the one on screen.
          if (isApiError(error) && [401, 403, 429].includes(error.status)) return;
          if (shownKey.current !== questionKey) return;
          onFailed(isApiError(error) && error.status !== 0 ? error.message : null);
        },
      },
    );
  };

  let state: AiExplanationState = { status: 'idle' };
  if (mine && explain.isPending) state = { status: 'preparing' };
  else if (mine && explain.isSuccess) {
    state = {
      status: 'shown',
      text: explain.data.text,
      provider: explain.data.provider,
      language: explain.variables.request.language,
    };
  } else if (mine && isApiError(explain.error) && explain.error.status === 429) {
    state = { status: 'limited', retryAfterSeconds: explain.error.retryAfterSeconds };
  } else if (mine && isApiError(explain.error) && explain.error.status === 403) {
    state = { status: 'premiumOnly' };
  }
  return { state, request };
}
