import { describe, expect, it } from 'vitest';
import { teamLabel } from './team-label';

describe('teamLabel', () => {
  it('names the user’s own team by its name, and another’s with its owner', () => {
    expect(teamLabel({ name: 'Klass 9A', ownerUsername: 'educator', isOwner: true })).toBe('Klass 9A');
    expect(teamLabel({ name: 'Klass 9A', ownerUsername: 'larare2', isOwner: false })).toBe(
      'Klass 9A (larare2)',
    );
  });
});
