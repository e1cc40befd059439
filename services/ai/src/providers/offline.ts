// The built-in provider (DESIGN.md "Jobs"): cloze questions and explanations made from the text itself, with no
// key and no network, the same answer for the same input. The default when no AI key is configured.
import { AiErrorCode } from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';
import { explainAnswer } from './offline-explanation.js';
import { generateClozeQuestions, regenerateOptionsFor } from './offline-questions.js';
import { withTrueFalse } from './offline-true-false.js';
import type { AiProvider } from './provider.js';
import { cancelledError } from './provider-errors.js';

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw cancelledError('offline', signal.reason);
}

export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',

    async generateQuestions(input) {
      throwIfCancelled(input.signal);
      const questions = generateClozeQuestions(input.text, input.language, input.count, input.original);
      // A replacement stays the cloze question the teacher asked to have regenerated.
      return { questions: input.original ? questions : withTrueFalse(questions, input.language) };
    },

    async regenerateOptions(input) {
      throwIfCancelled(input.signal);
      const options = regenerateOptionsFor(input.questionText, input.language, input.sourceText);
      // Not a provider failure to retry but the request's: without the answer in the text no option is sure to be
      // right (issue 14). The message is a translation key the web app has in both languages.
      if (!options) {
        throw new AppError(422, AiErrorCode.answerNotInSource, AiErrorCode.answerNotInSource);
      }
      return { options };
    },

    async explain(input) {
      throwIfCancelled(input.signal);
      return { text: explainAnswer(input) };
    },
  };
}
