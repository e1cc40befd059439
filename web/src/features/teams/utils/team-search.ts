import type { TeamSummary } from '../api/get-my-teams';

/**
 * From this many teams a list or a picker gets its search: a teacher's handful reads at a glance, a school's hundreds
 * do not.
 */
export const TEAM_SEARCH_FROM = 10;

/**
 * Text as a search compares it: lower case, without accents, spaces collapsed. Lenient on purpose: "klass 9a",
 * "KLASS 9A" and "Klass  9A" find the same team, and "ostra" finds "Östra skolan" from a keyboard without å, ä, ö.
 */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('sv')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The teams whose name or teacher's username holds every word of `query`, in the list's order; all of them for an
 * empty query. An admin's list of every team is long in a big school: one word of the name and one of the teacher
 * narrow it to one ("9a lindqvist").
 */
export function searchTeams<Team extends Pick<TeamSummary, 'name' | 'ownerUsername'>>(
  teams: readonly Team[],
  query: string,
): readonly Team[] {
  const words = searchable(query).split(' ').filter(Boolean);
  if (words.length === 0) return teams;
  return teams.filter((team) => {
    const text = searchable(`${team.name} ${team.ownerUsername}`);
    return words.every((word) => text.includes(word));
  });
}
