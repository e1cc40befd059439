import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { UserFields } from '../../../lib/user-fields';

export type Registration = UserFields & { password: string };
type RegisterResponse = { token: string };

/** Creates a free account and answers with its token, so the new user is logged in at once. */
export function register(registration: Registration): Promise<RegisterResponse> {
  return apiClient.post<RegisterResponse>('/api/v2/auth/register', registration, { sessionEndsOn: [] });
}

export function useRegister(options: {
  onSuccess: (response: RegisterResponse) => void;
  onError: (error: Error) => void;
}) {
  return useMutation({ mutationFn: register, ...options });
}
