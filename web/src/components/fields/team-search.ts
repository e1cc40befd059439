import { searchByWords } from '@/lib/lenient-search';
import type { TeamOption } from './team-label';

/**
 * From this many teams a list or a picker gets its search: a teacher's handful reads at a glance, a school's hundreds
 * do not.
 */
export const TEAM_SEARCH_FROM = 10;

/**
 * The teams whose name or teacher (name or username) holds every word of `query` (lib/lenient-search.ts: case, accents and
 * spacing aside), in the list's order; all of them for an empty query. An admin's list of every team is long in a big
 * school: one word of the name and one of the teacher narrow it to one ("9a lindqvist").
 */
export function searchTeams<Team extends Pick<TeamOption, 'name' | 'ownerName' | 'ownerUsername'>>(
  teams: readonly Team[],
  query: string,
): readonly Team[] {
  // Written as a picker labels another teacher's team (team-label.ts): the label as shown finds its team; an admin who
  // knows the teacher by username finds it too.
  return searchByWords(teams, query, (team) => `${team.name} (${team.ownerName}) ${team.ownerUsername}`);
}
