import type { GroupDetails, TeamMember } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { teamsQueryKey } from './get-my-teams';

export type { TeamMember };
export type TeamDetails = GroupDetails;

export function getTeam(teamId: string, signal?: AbortSignal): Promise<TeamDetails> {
  // 403: the team is not the user's to manage; the page says so instead of ending the session.
  return apiClient.get<TeamDetails>(`/api/v2/groups/${encodeURIComponent(teamId)}`, {
    signal,
    sessionEndsOn: [401],
  });
}

export function teamQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: [...teamsQueryKey, 'details', teamId],
    queryFn: ({ signal }) => getTeam(teamId, signal),
  });
}

export function useTeam(teamId: string) {
  return useQuery(teamQueryOptions(teamId));
}
