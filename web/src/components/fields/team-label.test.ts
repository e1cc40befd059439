import { describe, expect, it } from 'vitest';
import { teamLabel } from './team-label';

describe('teamLabel', () => {
  it('names the user’s own team by its name, and another’s with its teacher’s name', () => {
    expect(teamLabel({ name: 'Klass 9A', ownerName: 'Eva Lärare', isOwner: true })).toBe('Klass 9A');
    expect(teamLabel({ name: 'Klass 9A', ownerName: 'Lars Lind', isOwner: false })).toBe(
      'Klass 9A (Lars Lind)',
    );
  });
});
