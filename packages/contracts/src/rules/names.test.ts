import { describe, expect, it } from 'vitest';
import { fullName, guestPlayerNames, playerNameFor, shortName, signedInPlayerNames } from './names.js';

const tina = { firstName: 'Tina', lastName: 'Levitt' };

describe('names', () => {
  it('when a person has a first and last name, then the full name is both and the short one the initial', () => {
    expect(fullName(tina)).toBe('Tina Levitt');
    expect(shortName(tina)).toBe('Tina L.');
  });

  it('when names carry extra white space or a lower-case surname, then it is tidied and the initial upper case', () => {
    const person = { firstName: ' Anna  Maria ', lastName: ' von Otter' };
    expect(fullName(person)).toBe('Anna Maria von Otter');
    expect(shortName(person)).toBe('Anna Maria V.');
  });

  it('when the last name starts with a letter outside the basic plane, then the initial is the whole letter', () => {
    expect(shortName({ firstName: 'Ada', lastName: '𝒜lbers' })).toBe('Ada 𝒜.');
    expect(shortName({ firstName: 'Åsa', lastName: 'ödman' })).toBe('Åsa Ö.');
  });

  it('when a name is missing, then the other stands alone', () => {
    expect(shortName({ firstName: 'Tina', lastName: ' ' })).toBe('Tina');
    expect(shortName({ firstName: '', lastName: 'Levitt' })).toBe('L.');
    expect(fullName({ firstName: 'Tina', lastName: '' })).toBe('Tina');
  });

  it('when the host looks at a signed-in player, then they see the full name; another player sees the short one', () => {
    const player = signedInPlayerNames(tina);
    expect(playerNameFor('host', player)).toBe('Tina Levitt');
    expect(playerNameFor('player', player)).toBe('Tina L.');
  });

  it('when anyone looks at a guest, then they see the nickname the guest chose', () => {
    const guest = guestPlayerNames('Blixten');
    expect(playerNameFor('host', guest)).toBe('Blixten');
    expect(playerNameFor('player', guest)).toBe('Blixten');
  });
});
