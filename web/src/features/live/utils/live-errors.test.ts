import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { joinRefusal, pinProblem } from './live-errors';

describe('joinRefusal', () => {
  it.each([
    [404, 'game_not_found', 'unknownPin'],
    [410, 'game_ended', 'gameEnded'],
    [409, 'game_full', 'gameFull'],
    [403, 'guests_not_allowed', 'guestsNotAllowed'],
    [409, 'nickname_taken', 'nicknameTaken'],
    [400, 'nickname_required', 'nicknameInvalid'],
    [403, 'player_removed', 'kicked'],
    [429, 'too_many_pin_attempts', 'tooManyAttempts'],
    [429, 'too_many_joins', 'busyNetwork'],
    [429, 'too_many_devices', 'busyNetwork'],
    [400, 'device_required', 'reloadPage'],
    [0, 'network_error', 'unreachable'],
    [500, 'internal', 'failed'],
  ] as const)('when the join answers %i %s, then the screen says %s', (status, code, refusal) => {
    expect(joinRefusal(new ApiError(status, code, 'refused'))).toBe(refusal);
  });
});

describe('pinProblem', () => {
  it('when a PIN is typed, then what is wrong with it is named', () => {
    expect(pinProblem('012345')).toBe('pinLeadingZero');
    expect(pinProblem('12345')).toBe('pinLength');
    expect(pinProblem('1234567')).toBe('pinLength');
    expect(pinProblem('12a456')).toBe('pinNotDigits');
    expect(pinProblem('123456')).toBeNull();
  });
});
