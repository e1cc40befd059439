import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type LoginCredentials = { username: string; password: string };
type LoginResponse = { token: string };

export function login(credentials: LoginCredentials): Promise<LoginResponse> {
  // Wrong credentials answer 401: that is a form error here, not an expired session.
  return apiClient.post<LoginResponse>('/api/v2/auth/login', credentials, { sessionEndsOn: [] });
}

export function useLogin(options: {
  onSuccess: (response: LoginResponse) => void;
  onError: (error: Error) => void;
}) {
  return useMutation({ mutationFn: login, ...options });
}
