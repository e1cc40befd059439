// A player's answer to the open question: scored by one script, counted to everyone, and the question revealed at
// once when it was the last answer a timed question waited for. A single-choice answer goes to the script once, as
// before kinds; another kind's the script hands back its key, and it comes again graded (live/answer-keys.ts).
import {
  ANSWER_FORMS,
  ANSWER_LABEL_RULE,
  type AnswerRequest,
  answerLabelOf,
  ClassroomErrorCode,
} from '@quizdrill/contracts';
import { AppError, type Clock, epochMs } from '@quizdrill/service-kit';
import { gradeLive, readKey } from './answer-keys.js';
import { playerRemoved, playerTokenInvalid } from './errors.js';
import type { LiveFanOut } from './fan-out.js';
import type { GameProgress } from './game-progress.js';
import { playerTokenHash } from './player-tokens.js';
import type { GameStateStore } from './store/game-state.store.js';

export interface AnswerQuestionDependencies {
  state: GameStateStore;
  progress: GameProgress;
  fanOut: LiveFanOut;
  clock: Clock;
}

export class AnswerQuestion {
  constructor(private readonly deps: AnswerQuestionDependencies) {}

  async answer(gameId: string, playerToken: string, request: AnswerRequest): Promise<{ accepted: true }> {
    const { state, progress, fanOut, clock } = this.deps;
    const label = answerLabelOf(request.answer) ?? '';
    const now = epochMs(clock);
    const tokenHash = playerTokenHash(playerToken);
    let result = await state.answer(gameId, tokenHash, request.questionIndex, label, now);
    if (result.status === 'grade') {
      const key = readKey(result.answerKey);
      const graded = gradeLive(key, request.answer);
      if (!graded) {
        throw AppError.badRequest(
          `Not an answer to this question: send ${ANSWER_FORMS[key.kind]}`,
          ClassroomErrorCode.invalidAnswer,
        );
      }
      result = await state.answer(gameId, tokenHash, request.questionIndex, graded.answer, now, {
        credit: graded.grade.credit,
        buckets: graded.buckets,
      });
    }
    switch (result.status) {
      case 'ok': {
        // Everyone has answered: nobody is left to wait for. (A teacher who advances reveals when ready.)
        const revealing = result.timed && result.answered >= result.players;
        fanOut.publish(gameId, {
          kind: 'answers',
          index: request.questionIndex,
          answered: result.answered,
          players: result.players,
          revealing,
          sentAt: now,
        });
        if (revealing) progress.revealInBackground(gameId, 'all_answered');
        return { accepted: true };
      }
      case 'unauthorized':
        throw playerTokenInvalid();
      case 'removed':
        throw playerRemoved();
      case 'not_current':
        throw AppError.conflict(
          `Question ${request.questionIndex + 1} is not the one open for answers`,
          ClassroomErrorCode.questionNotCurrent,
        );
      case 'answered':
        throw AppError.conflict(
          'You have already answered this question',
          ClassroomErrorCode.alreadyAnswered,
        );
      case 'too_late':
        throw AppError.conflict('Time is up for this question', ClassroomErrorCode.answerTooLate);
      case 'invalid':
        throw AppError.badRequest(
          label === ''
            ? ANSWER_LABEL_RULE
            : `There is no option ${label}; the options are ${[...result.labels].join(', ')}`,
          ClassroomErrorCode.invalidAnswer,
        );
      case 'grade':
        // Graded once already: the script asks again only if the question's key changed kind, which it cannot.
        throw new Error('the answer script asked to grade a graded answer');
    }
  }
}
