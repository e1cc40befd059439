// Teams are the auth service's groups: the API says group, the screens say team.
import type { GroupSummary } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type AppUser, isAdmin } from '../../../lib/token-claims';

/** `isOwner`: the user manages this team (educator who created it); otherwise the user is a member. */
export type TeamSummary = GroupSummary;

export function getMyTeams(signal?: AbortSignal): Promise<TeamSummary[]> {
  return apiClient.get<TeamSummary[]>('/api/v2/users/me/groups', { signal });
}

export const teamsQueryKey = ['teams'] as const;

export const myTeamsQueryOptions = queryOptions({
  queryKey: [...teamsQueryKey, 'mine'],
  queryFn: ({ signal }) => getMyTeams(signal),
});

export function useMyTeams() {
  return useQuery(myTeamsQueryOptions);
}

/** GET /api/v2/groups: every team, for an admin (others 403). */
export function getEveryTeam(signal?: AbortSignal): Promise<TeamSummary[]> {
  return apiClient.get<TeamSummary[]>('/api/v2/groups', { signal });
}

export const everyTeamQueryOptions = queryOptions({
  queryKey: [...teamsQueryKey, 'every'],
  queryFn: ({ signal }) => getEveryTeam(signal),
});

const ownedOnly = (teams: TeamSummary[]) => teams.filter((team) => team.isOwner);

/**
 * The teams `user` gives assignments and live games to, by the classroom's rule: an admin any team (they are in few
 * or none of them), anyone else the teams they own.
 */
export function useTeamsToTeach(user: AppUser) {
  return useQuery(isAdmin(user) ? everyTeamQueryOptions : { ...myTeamsQueryOptions, select: ownedOnly });
}
