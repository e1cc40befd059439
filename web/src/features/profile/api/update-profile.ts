import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { renewToken, setCachedMe } from '@/lib/auth';
import type { UserFields } from '@/lib/user-fields';

/** PATCH /api/v2/users/me answers the user and a fresh token (a new username outdates the one sent). */
type UpdatedProfile = Record<string, unknown> & { token?: unknown };

export function updateProfile(fields: UserFields): Promise<UpdatedProfile> {
  return apiClient.patch<UpdatedProfile>('/api/v2/users/me', fields);
}

/** Saves the profile; the answer's user goes to the cache and its token to storage, so the session goes on. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ token, ...user }) => {
      setCachedMe(queryClient, user);
      if (typeof token === 'string' && token !== '') renewToken(token);
    },
  });
}
