import { type LoaderFunctionArgs, Navigate, Outlet, replace, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner';
import { paths } from '../../config/paths';
import { storeToken, UserContext, useAuthState } from '../../lib/auth';

/**
 * SPEC §2: a `token` query parameter on any page is stored and removed from the address (history
 * replace). /login/oauth2 reads its own token.
 */
export function tokenParameterLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (token === null || url.pathname === paths.loginOAuth2) return null;
  if (token !== '') storeToken(token);
  url.searchParams.delete('token');
  return replace(`${url.pathname}${url.search}`);
}

const publicPaths: readonly string[] = [paths.login, paths.loginOAuth2];
const redirectWhenLoggedIn: readonly string[] = [paths.home, paths.login];

function normalizedPathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The routing rules of SPEC §2, in one place; every page renders through here. */
export function RootRoute() {
  const auth = useAuthState();
  const pathname = normalizedPathname(useLocation().pathname);

  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status === 'anonymous') {
    return publicPaths.includes(pathname) ? <Outlet /> : <Navigate to={paths.login} replace />;
  }
  if (redirectWhenLoggedIn.includes(pathname)) return <Navigate to={paths.courses} replace />;
  return (
    <UserContext value={auth.user}>
      <Outlet />
    </UserContext>
  );
}
