// SPEC §8 "Select your team first": a member of a team must have picked it before going on. One rule for every way
// into a page (the side menu, the welcome screen's buttons, a typed address), applied where the pages are shown.
import { isJoinTeamPath, paths } from '@/config/paths';

/** What the gate needs of a team: its id, and whether the user is in it (not its owner). */
export type GateTeam = { id: string; isOwner: boolean };

export type TeamGateDecision =
  /** No team to pick: the user is in none, or has picked one. */
  | { kind: 'open' }
  /** In exactly one team and none picked: it is picked for them. */
  | { kind: 'autoPick'; teamId: string }
  /** In several teams and none picked: the user picks one first. */
  | { kind: 'required' };

export function teamGateDecision(
  currentTeamId: string | undefined,
  teams: readonly GateTeam[],
): TeamGateDecision {
  if (currentTeamId !== undefined) return { kind: 'open' };
  const memberOf = teams.filter((team) => !team.isOwner);
  const [only] = memberOf;
  if (only === undefined) return { kind: 'open' };
  return memberOf.length === 1 ? { kind: 'autoPick', teamId: only.id } : { kind: 'required' };
}

/**
 * The pages behind the gate: all but the welcome screen (where every login lands, so the student sees where they
 * are before being sent on), the team pages themselves and a team's join link (joining is how a team is got).
 */
export function isBehindTeamGate(pathname: string): boolean {
  return (
    pathname !== paths.home &&
    pathname !== paths.teams &&
    !pathname.startsWith(`${paths.teams}/`) &&
    !isJoinTeamPath(pathname)
  );
}
