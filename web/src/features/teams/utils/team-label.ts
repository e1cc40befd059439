import type { TeamSummary } from '@/features/teams/api/get-my-teams';

/**
 * A team as a picker names it: its name, and whose it is when it is not the user's own (an admin picks from every
 * team, and two teachers may both have a "Klass 9A").
 */
export function teamLabel(team: Pick<TeamSummary, 'name' | 'ownerName' | 'isOwner'>): string {
  return team.isOwner ? team.name : `${team.name} (${team.ownerName})`;
}
