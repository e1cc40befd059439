import { describe, expect, it } from 'vitest';
import { searchTeams } from './team-search';

const teams = [
  { name: 'Klass 9A', ownerName: 'Lena Lindqvist', ownerUsername: 'lindqvist' },
  { name: 'Klass 9A', ownerName: 'Per Berg', ownerUsername: 'berg' },
  { name: 'Östra skolan 7B', ownerName: 'Per Berg', ownerUsername: 'berg' },
  { name: 'Biologi åk 8', ownerName: 'Åsa Nilsson', ownerUsername: 'åsa.nilsson' },
];

const names = (found: readonly (typeof teams)[number][]) =>
  found.map((team) => `${team.name}/${team.ownerUsername}`);

describe('searchTeams', () => {
  it('keeps every team, in order, for an empty or blank query', () => {
    expect(searchTeams(teams, '')).toBe(teams);
    expect(searchTeams(teams, '   ')).toBe(teams);
  });

  it('finds a team by part of its name, whatever the case and spacing', () => {
    expect(names(searchTeams(teams, 'KLASS  9a'))).toEqual(['Klass 9A/lindqvist', 'Klass 9A/berg']);
  });

  it('needs every word, in the name or the teacher’s name or username', () => {
    expect(names(searchTeams(teams, '9a berg'))).toEqual(['Klass 9A/berg']);
    expect(names(searchTeams(teams, 'berg'))).toEqual(['Klass 9A/berg', 'Östra skolan 7B/berg']);
  });

  it('matches letters with and without their accents both ways', () => {
    expect(names(searchTeams(teams, 'ostra'))).toEqual(['Östra skolan 7B/berg']);
    expect(names(searchTeams(teams, 'Åsa'))).toEqual(['Biologi åk 8/åsa.nilsson']);
    expect(names(searchTeams(teams, 'ak 8'))).toEqual(['Biologi åk 8/åsa.nilsson']);
  });

  it('finds a team by its label as a picker shows it, the teacher in brackets', () => {
    expect(names(searchTeams(teams, 'Klass 9A (Lena Lindqvist)'))).toEqual(['Klass 9A/lindqvist']);
    expect(names(searchTeams(teams, 'Klass 9A (Lena Lindq'))).toEqual(['Klass 9A/lindqvist']);
    expect(names(searchTeams(teams, 'per 7b'))).toEqual(['Östra skolan 7B/berg']);
  });

  it('finds nothing when a word is in no team', () => {
    expect(searchTeams(teams, 'klass 10')).toEqual([]);
  });
});
