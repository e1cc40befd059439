import { describe, expect, it } from 'vitest';
import { isBehindTeamGate, teamGateDecision } from './team-gate';

const member = (id: string) => ({ id, isOwner: false });
const owned = (id: string) => ({ id, isOwner: true });

describe('teamGateDecision', () => {
  it('when the user is in no team, or only owns teams, then the way is open', () => {
    expect(teamGateDecision(undefined, [])).toEqual({ kind: 'open' });
    expect(teamGateDecision(undefined, [owned('a'), owned('b')])).toEqual({ kind: 'open' });
  });

  it('when the user is in exactly one team and has picked none, then that team is picked for them', () => {
    expect(teamGateDecision(undefined, [member('a'), owned('b')])).toEqual({ kind: 'autoPick', teamId: 'a' });
  });

  it('when the user is in several teams and has picked none, then they pick one first', () => {
    expect(teamGateDecision(undefined, [member('a'), member('b')])).toEqual({ kind: 'required' });
  });

  it('when a team is picked, then the way is open', () => {
    expect(teamGateDecision('a', [member('a'), member('b')])).toEqual({ kind: 'open' });
  });
});

describe('isBehindTeamGate', () => {
  it('when a page is opened, then all but the welcome screen, the team pages and a join link wait for a team', () => {
    for (const pathname of ['/courses', '/quiz/historia', '/profile', '/texttoquiz', '/paywall', '/sql']) {
      expect(isBehindTeamGate(pathname), pathname).toBe(true);
    }
    for (const pathname of ['/', '/teams', '/teams/3f0c', '/join/ABCD-2345']) {
      expect(isBehindTeamGate(pathname), pathname).toBe(false);
    }
  });
});
