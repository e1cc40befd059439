// A player's answer to the open question: scored by one script, counted to everyone, and the question revealed at
// once when it was the last answer a timed question waited for.
import {
  ANSWER_LABEL_RULE,
  type AnswerRequest,
  answerLabelOf,
  ClassroomErrorCode,
} from '@quizdrill/contracts';
import { AppError, type Clock, epochMs } from '@quizdrill/service-kit';
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
    const label = answerLabelOf(request.answer);
    if (label === undefined) throw AppError.badRequest(ANSWER_LABEL_RULE, ClassroomErrorCode.invalidAnswer);
    const now = epochMs(clock);
    const result = await state.answer(
      gameId,
      playerTokenHash(playerToken),
      request.questionIndex,
      label,
      now,
    );
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
          `There is no option ${label}; the options are ${[...result.labels].join(', ')}`,
          ClassroomErrorCode.invalidAnswer,
        );
    }
  }
}
