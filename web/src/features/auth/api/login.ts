import type { LoginRequest, TokenResponse } from '@quizdrill/contracts/types';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ensureBrowser } from './browser';
import { redeemSignInCode } from './sign-in-code';

export type LoginCredentials = LoginRequest;

/**
 * Logs in, with a teacher's sign-in code first when one is given (the browser then gets past a lock on the account).
 * Wrong credentials answer 401: that is a form error here, not an expired session.
 */
export async function login({
  signInCode,
  ...credentials
}: LoginCredentials & { signInCode?: string }): Promise<TokenResponse> {
  if (signInCode) {
    await redeemSignInCode({ username: credentials.username, code: signInCode });
  } else {
    await ensureBrowser().catch(() => undefined);
  }
  return apiClient.post<TokenResponse>('/api/v2/auth/login', credentials, { sessionEndsOn: [] });
}

export function useLogin(options: {
  onSuccess: (response: TokenResponse) => void;
  onError: (error: Error) => void;
}) {
  return useMutation({ mutationFn: login, ...options });
}
