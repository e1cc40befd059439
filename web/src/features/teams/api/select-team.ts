import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { setCachedMe } from '@/lib/auth';

/** Makes the team the user's current one (their `userGroup`); answers with the updated user. */
export function selectTeam(teamId: string): Promise<unknown> {
  // 403 here means "not a member of that team", not a dead session.
  return apiClient.put<unknown>('/api/v2/users/me/group', { groupId: teamId }, { sessionEndsOn: [401] });
}

export function useSelectTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectTeam,
    onSuccess: (user) => setCachedMe(queryClient, user),
  });
}
