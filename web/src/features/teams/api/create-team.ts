import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { teamsQueryKey } from './get-my-teams';

export function createTeam(name: string): Promise<{ id: string; name: string }> {
  return apiClient.post<{ id: string; name: string }>('/api/v2/groups', { name }, { sessionEndsOn: [401] });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  });
}
