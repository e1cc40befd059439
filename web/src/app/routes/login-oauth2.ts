import { type LoaderFunctionArgs, replace } from 'react-router-dom';
import { paths, TOKEN_PARAMETER } from '@/config/paths';
import { receiveAddressToken } from '@/lib/address-token';
import { startSession } from '@/lib/auth';
import { afterSignInStorage } from '@/lib/storage';

/**
 * Where the Google sign-in lands: `?token=` is stored and the app opens, or back to /login without one. Over another
 * signed-in account the app opens still as that account, asking first (issue 39).
 */
export function loginOAuth2Loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get(TOKEN_PARAMETER);
  if (!token) return replace(paths.login);
  receiveAddressToken(token, startSession);
  return replace(afterSignInStorage.take() ?? paths.home);
}
