import { describe, expect, it } from 'vitest';
import { type TeamSummary, teamsInOrder } from './get-my-teams';

const team = (name: string, ownerUsername = 'educator'): TeamSummary => ({
  id: `${name}-${ownerUsername}`,
  name,
  ownerUsername,
  ownerName: ownerUsername,
  memberCount: 0,
  isOwner: true,
});

describe('teamsInOrder', () => {
  it('when teams are named with numbers and Swedish letters, then they come as a Swedish reader counts and spells', () => {
    const teams = [team('Östra 10A'), team('Klass 10A'), team('Ängby 9B'), team('Klass 9A'), team('Alby 2')];
    expect(teamsInOrder(teams, 'sv').map((each) => each.name)).toEqual([
      'Alby 2',
      'Klass 9A',
      'Klass 10A',
      'Ängby 9B',
      'Östra 10A',
    ]);
    expect(teamsInOrder(teams, 'en').map((each) => each.name)).toEqual([
      'Alby 2',
      'Ängby 9B',
      'Klass 9A',
      'Klass 10A',
      'Östra 10A',
    ]);
  });

  it('when two teachers have a team of one name, then their teams come by teacher', () => {
    const teams = [team('Klass 9A', 'lindqvist'), team('Klass 9A', 'andersson')];
    expect(teamsInOrder(teams, 'sv').map((each) => each.ownerUsername)).toEqual(['andersson', 'lindqvist']);
  });
});
