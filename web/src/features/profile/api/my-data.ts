// The user's rights (issue 44): their data as a file, and deleting their account.
import type { ErasureListResponse, ErasureRecord } from '@quizdrill/contracts/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { logout } from '@/lib/auth';
import { fileNameFromDisposition, saveBlob } from '@/lib/save-file';

export type ExportFormat = 'json' | 'html';

/** Everything every service holds about the caller, gathered by auth (a few seconds), saved as the server names it. */
export async function downloadMyData(format: ExportFormat): Promise<void> {
  const response = await apiClient.download('/api/v2/users/me/export', { query: { format } });
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
  saveBlob(await response.blob(), fileName ?? `quizdrill-data.${format}`);
}

export function deleteMyAccount(password: string): Promise<unknown> {
  // A 403 here is a wrong password, said in the dialog: the session goes on.
  return apiClient.deleteWithBody('/api/v2/users/me', { password }, { sessionEndsOn: [401] });
}

/** Deletes the account; once it is gone, so is the session (its token no longer works anywhere). */
export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount, onSuccess: () => logout() });
}

const ERASURES_KEY = ['users', 'erasures'] as const;

/** Admins: the erasures, unfinished first; refreshed every few seconds while one is unfinished. */
export function useErasures() {
  return useQuery({
    queryKey: ERASURES_KEY,
    queryFn: ({ signal }) => apiClient.get<ErasureListResponse>('/api/v2/users/erasures', { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((erasure) => erasure.completedAt === null) ? 2_000 : false,
  });
}

/** An admin erases a user by username. */
export function useEraseUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) =>
      apiClient.delete<ErasureRecord>(`/api/v2/users/${encodeURIComponent(username)}`, {
        sessionEndsOn: [401],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ERASURES_KEY }),
  });
}
