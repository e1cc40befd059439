import { describe, expect, it } from 'vitest';
import {
  cleanNickname,
  isPlayerAuthorization,
  isValidNickname,
  isValidPin,
  nicknameKey,
  playerTokenOf,
} from './classroom.js';

const TOKEN = `${'a'.repeat(40)}-_9`;

describe('live classroom rules', () => {
  it.each([
    ['123456', true],
    ['999999', true],
    ['012345', false],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['１２３４５６', false],
  ])('when the PIN is %s, then valid is %s', (pin, valid) => {
    expect(isValidPin(pin)).toBe(valid);
  });

  it('when a nickname is cleaned, then it is trimmed and its inner white space is one space', () => {
    expect(cleanNickname('  Ella \t  Berg  ')).toBe('Ella Berg');
    expect(cleanNickname('Åsa')).toBe('Åsa'.normalize('NFC'));
  });

  it.each([
    ['E', true],
    ['x'.repeat(20), true],
    ['😀'.repeat(20), true],
    ['', false],
    ['x'.repeat(21), false],
    ['Ella\u0000', false],
    ['\u202Eallé', false],
  ])('when the cleaned nickname is %j, then valid is %s', (nickname, valid) => {
    expect(isValidNickname(nickname)).toBe(valid);
  });

  it('when two nicknames differ only by case, width or spacing, then they are the same in a game', () => {
    expect(nicknameKey(' ELLA ')).toBe(nicknameKey('ella'));
    expect(nicknameKey('Ｅｌｌａ')).toBe(nicknameKey('Ella'));
    expect(nicknameKey('ÅSA')).toBe('åsa');
    expect(nicknameKey('Ella B')).not.toBe(nicknameKey('Ella'));
  });

  it('when the Authorization header is a player token, then it is read; anything else is not', () => {
    expect(playerTokenOf(`Player ${TOKEN}`)).toBe(TOKEN);
    expect(playerTokenOf(`player ${TOKEN}`)).toBe(TOKEN);
    expect(playerTokenOf(`Bearer ${TOKEN}`)).toBeUndefined();
    expect(playerTokenOf(`Player ${TOKEN} extra`)).toBeUndefined();
    expect(playerTokenOf('Player short')).toBeUndefined();
    expect(playerTokenOf(undefined)).toBeUndefined();
    expect(isPlayerAuthorization('Player')).toBe(true);
    expect(isPlayerAuthorization('Player junk')).toBe(true);
    expect(isPlayerAuthorization('Players x')).toBe(false);
    expect(isPlayerAuthorization('Bearer x')).toBe(false);
  });
});
