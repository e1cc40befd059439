// Teams are the auth service's groups: the API says group, the screens say team.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { AppUser } from '../../../lib/token-claims';

export type TeamSummary = {
  id: string;
  name: string;
  ownerUsername: string;
  memberCount: number;
  /** The user manages this team (educator who created it); otherwise the user is a member. */
  isOwner: boolean;
};

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

/** A member of at least one team must pick one before going on (SPEC §8: "Select your team first"). */
export function useTeamRequired(user: AppUser): boolean {
  const teams = useMyTeams();
  return user.userGroup === undefined && (teams.data ?? []).some((team) => !team.isOwner);
}
