import { type LoaderFunctionArgs, replace } from 'react-router-dom';
import { paths, TOKEN_PARAMETER } from '../../config/paths';
import { startSession } from '../../lib/auth';

/** Where the Google sign-in lands: `?token=` is stored and the app opens, or back to /login without one. */
export function loginOAuth2Loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get(TOKEN_PARAMETER);
  if (!token) return replace(paths.login);
  startSession(token);
  return replace(paths.home);
}
