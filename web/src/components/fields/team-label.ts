/** What the team field needs of a team (the teams feature's TeamSummary has it, and more). */
export type TeamOption = {
  id: string;
  name: string;
  ownerName: string;
  ownerUsername: string;
  isOwner: boolean;
};

/**
 * A team as a picker names it: its name, and whose it is when it is not the user's own (an admin picks from every
 * team, and two teachers may both have a "Klass 9A").
 */
export function teamLabel(team: Pick<TeamOption, 'name' | 'ownerName' | 'isOwner'>): string {
  return team.isOwner ? team.name : `${team.name} (${team.ownerName})`;
}
