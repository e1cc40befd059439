// The refusals more than one part of the live games answers with.
import { ClassroomErrorCode } from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';

export const gameNotFound = () => new AppError(404, ClassroomErrorCode.gameNotFound, 'No such game');

export const gameEnded = () => new AppError(410, ClassroomErrorCode.gameEnded, 'This game is over');

export const notHost = () => AppError.forbidden("Only the game's host can do this");

/** Never a logout: the web app answers it by joining again (its code is not SPEC §4's plain 401). */
export const playerTokenInvalid = () =>
  new AppError(
    401,
    ClassroomErrorCode.playerTokenInvalid,
    'This player token is not valid for this game; join the game again',
  );

export const playerRemoved = () =>
  new AppError(403, ClassroomErrorCode.playerRemoved, 'The host removed you from this game');
