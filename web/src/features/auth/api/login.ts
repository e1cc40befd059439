import type { LoginRequest, TokenResponse } from '@quizdrill/contracts/types';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type LoginCredentials = LoginRequest;

export function login(credentials: LoginCredentials): Promise<TokenResponse> {
  // Wrong credentials answer 401: that is a form error here, not an expired session.
  return apiClient.post<TokenResponse>('/api/v2/auth/login', credentials, { sessionEndsOn: [] });
}

export function useLogin(options: {
  onSuccess: (response: TokenResponse) => void;
  onError: (error: Error) => void;
}) {
  return useMutation({ mutationFn: login, ...options });
}
