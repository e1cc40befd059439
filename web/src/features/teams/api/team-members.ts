import type { AddMembersReport, SignInCodeResponse } from '@quizdrill/contracts/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { teamsQueryKey } from './get-my-teams';

function membersPath(teamId: string): string {
  return `/api/v2/groups/${encodeURIComponent(teamId)}/members`;
}

/** 404: no user has that username; 409: already a member. */
export function addTeamMember(teamId: string, username: string): Promise<unknown> {
  return apiClient.post<unknown>(membersPath(teamId), { username }, { sessionEndsOn: [401] });
}

export function removeTeamMember(teamId: string, userId: string): Promise<unknown> {
  return apiClient.delete<unknown>(`${membersPath(teamId)}/${encodeURIComponent(userId)}`, {
    sessionEndsOn: [401],
  });
}

// Member counts show in the team lists too, so every team answer is refetched after a change.
export function useAddTeamMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => addTeamMember(teamId, username),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  });
}

/** A pasted list of usernames and e-mail addresses: every entry is reported with its line (issue 41). */
export function addTeamMembers(teamId: string, list: string): Promise<AddMembersReport> {
  return apiClient.post<AddMembersReport>(`${membersPath(teamId)}/bulk`, { list }, { sessionEndsOn: [401] });
}

export function useAddTeamMembers(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: string) => addTeamMembers(teamId, list),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  });
}

export function useRemoveTeamMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeTeamMember(teamId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  });
}

/**
 * A one-time sign-in code for a member a guesser has locked out of their account (issue 39): they type it on the
 * login page of the browser they are on. 403 for a member who is not a student (an admin may make any).
 */
export function makeSignInCode(teamId: string, userId: string): Promise<SignInCodeResponse> {
  return apiClient.post<SignInCodeResponse>(
    `${membersPath(teamId)}/${encodeURIComponent(userId)}/sign-in-code`,
    undefined,
    { sessionEndsOn: [401] },
  );
}

export function useMakeSignInCode(teamId: string) {
  return useMutation({ mutationFn: (userId: string) => makeSignInCode(teamId, userId) });
}
