import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshSession, setCachedMe } from '../../../lib/auth';
import type { UserFields } from '../../../lib/user-fields';

export function updateProfile(fields: UserFields): Promise<unknown> {
  return apiClient.patch<unknown>('/api/v2/users/me', fields);
}

/**
 * Saves the profile; the answer is the updated user. The token names the user (`sub`), so after a username
 * change it is swapped for a fresh one. If that swap fails for a passing reason the old token keeps working
 * until the regular refresh.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      setCachedMe(queryClient, user);
      void refreshSession(queryClient).catch(() => undefined);
    },
  });
}
