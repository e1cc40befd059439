// A team's join code (issue 41): its teacher reads, rotates and switches it; a student joins by it.
import type { JoinTeamResponse, TeamJoinCode } from '@quizdrill/contracts/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { teamsQueryKey } from './get-my-teams';

export type { JoinTeamResponse, TeamJoinCode };

function joinCodePath(teamId: string): string {
  return `/api/v2/groups/${encodeURIComponent(teamId)}/join-code`;
}

/** A new code: the old one, its link and its QR code join no one any more. */
export function rotateJoinCode(teamId: string): Promise<TeamJoinCode> {
  return apiClient.post<TeamJoinCode>(joinCodePath(teamId), undefined, { sessionEndsOn: [401] });
}

/** Switched off, the code joins no one until it is switched on again (the same code). */
export function setJoinCodeEnabled(teamId: string, enabled: boolean): Promise<TeamJoinCode> {
  return apiClient.patch<TeamJoinCode>(joinCodePath(teamId), { enabled }, { sessionEndsOn: [401] });
}

// The team's details carry its code, so they are read again after a change.
export function useRotateJoinCode(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateJoinCode(teamId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  });
}

export function useSetJoinCodeEnabled(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setJoinCodeEnabled(teamId, enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  });
}

/**
 * 400 join_code_malformed, 404 join_code_unknown, 403 join_code_disabled or not_a_student, 429
 * too_many_join_attempts (with Retry-After): each is a message on the join page, never the end of the session.
 */
export function joinTeam(code: string): Promise<JoinTeamResponse> {
  return apiClient.post<JoinTeamResponse>('/api/v2/groups/join', { code }, { sessionEndsOn: [401] });
}

export function useJoinTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  });
}
