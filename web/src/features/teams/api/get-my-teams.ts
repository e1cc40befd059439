// Teams are the auth service's groups: the API says group, the screens say team.
import type { GroupSummary } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

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
