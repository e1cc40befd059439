// What a refusal from the live game routes means for the screen: the text to show (a translation key), and whether
// the stored seat is no use any more.
import { LIVE_PIN_LENGTH } from '@quizdrill/contracts/rules';
import { isApiError } from '@/lib/api-client';

export type JoinRefusal =
  | 'unknownPin'
  | 'gameEnded'
  | 'gameFull'
  | 'guestsNotAllowed'
  | 'kicked'
  | 'nicknameTaken'
  | 'nicknameInvalid'
  | 'tooManyAttempts'
  | 'busyNetwork'
  | 'reloadPage'
  | 'unreachable'
  | 'failed';

/** Why a join was refused, from the classroom service's status and code. */
export function joinRefusal(error: unknown): JoinRefusal {
  if (!isApiError(error)) return 'failed';
  if (error.status === 0) return 'unreachable';
  if (error.status === 404) return 'unknownPin';
  if (error.status === 410) return 'gameEnded';
  if (error.code === 'player_removed') return 'kicked';
  if (error.status === 403) return 'guestsNotAllowed';
  // Many joining, or many new browsers, behind this school's address: the wait is the network's, not the pupil's.
  if (error.code === 'too_many_joins' || error.code === 'too_many_devices') return 'busyNetwork';
  if (error.status === 429) return 'tooManyAttempts';
  if (error.code === 'device_required') return 'reloadPage';
  if (error.code === 'nickname_taken') return 'nicknameTaken';
  if (error.status === 409) return 'gameFull';
  if (error.code === 'nickname_required' || error.code === 'nickname_invalid') return 'nicknameInvalid';
  return 'failed';
}

/** Whether the stream's refusal means this seat will never play again (a new join is needed). */
export function isSeatLost(status: number): boolean {
  return status === 401 || status === 403 || status === 404 || status === 410;
}

/**
 * What is wrong with a typed PIN, so the message says it (issue 41): not only digits, not six of them, or a leading
 * zero, which no game's PIN has (LIVE_PIN_PATTERN: a PIN read aloud loses its leading zero). Null for a PIN that
 * can be one.
 */
export function pinProblem(pin: string): 'pinNotDigits' | 'pinLength' | 'pinLeadingZero' | null {
  if (!/^\d*$/.test(pin)) return 'pinNotDigits';
  if (pin.length !== LIVE_PIN_LENGTH) return 'pinLength';
  return pin.startsWith('0') ? 'pinLeadingZero' : null;
}
