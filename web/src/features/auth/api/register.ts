import type { RegisterRequest, TokenResponse } from '@quizdrill/contracts/types';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type Registration = RegisterRequest;

/** Creates a free account and answers with its token, so the new user is logged in at once. */
export function register(registration: Registration): Promise<TokenResponse> {
  return apiClient.post<TokenResponse>('/api/v2/auth/register', registration, { sessionEndsOn: [] });
}

export function useRegister(options: {
  onSuccess: (response: TokenResponse) => void;
  onError: (error: Error) => void;
}) {
  return useMutation({ mutationFn: register, ...options });
}
