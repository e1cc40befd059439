import type { SignInCodeRequest } from '@quizdrill/contracts/types';
import { apiClient } from '@/lib/api-client';
import { ensureBrowser } from './browser';

/**
 * A teacher's one-time sign-in code (issue 39): this browser becomes one the account knows (a cookie the auth service
 * sets), past the lock that a guesser put on unknown browsers. The password is still needed; 401 for a wrong, used
 * or expired code.
 */
export async function redeemSignInCode(request: SignInCodeRequest): Promise<void> {
  await ensureBrowser().catch(() => undefined);
  await apiClient.post('/api/v2/auth/sign-in-code', request, { sessionEndsOn: [] });
}
