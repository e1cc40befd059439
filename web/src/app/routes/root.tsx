import {
  type LoaderFunctionArgs,
  Navigate,
  Outlet,
  replace,
  ScrollRestoration,
  useLocation,
} from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { isJoinTeamPath, isLivePlayPath, paths, TOKEN_PARAMETER } from '@/config/paths';
import { SignInSwitchQuestion } from '@/features/auth/components/sign-in-switch-question';
import { receiveAddressToken } from '@/lib/address-token';
import { UserContext, useAuthState, useSessionRefresh } from '@/lib/auth';
import { afterSignInStorage, tokenStorage } from '@/lib/storage';
import { userFromToken } from '@/lib/token-claims';

/**
 * SPEC §2: a `token` query parameter on any page is stored and removed from the address (history replace); over
 * another signed-in account it is asked about first (issue 39, receiveAddressToken). /login/oauth2 reads its own.
 */
export function tokenParameterLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get(TOKEN_PARAMETER);
  if (token === null || url.pathname === paths.loginOAuth2) return null;
  if (token !== '') receiveAddressToken(token);
  url.searchParams.delete(TOKEN_PARAMETER);
  return replace(`${url.pathname}${url.search}`);
}

/** SPEC §2: opening /login (or /register) while logged in goes to /courses. */
export function signedInRedirectLoader() {
  return userFromToken(tokenStorage.get()) ? replace(paths.courses) : null;
}

/** Pages a logged-out visitor may see; every other path sends them to /login. */
const publicPaths: readonly string[] = [
  paths.login,
  paths.register,
  paths.loginOAuth2,
  paths.logout,
  paths.privacy,
  paths.accessibility,
];
/** Pages only for logged-out visitors. */
const signInPaths: readonly string[] = [paths.login, paths.register];

function normalizedPathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Every page renders through here: the scroll position, then the routing rules. */
export function RootRoute() {
  return (
    <>
      {/* Every navigation starts at the top of the page, and back/forward return to where the user was. The
          window is what scrolls (the layout has no scrolling element of its own). */}
      <ScrollRestoration />
      <RoutingRules />
    </>
  );
}

/**
 * The routing rules of SPEC §2, in one place.
 *
 * SPEC §2 sends a logged-in user on / to /courses, while SPEC §4 and issue 3 send a successful login to / and show
 * the welcome screen there. Both hold like this: / shows the welcome screen; *opening* /login or /register while
 * logged in goes to /courses (signedInRedirectLoader, run on navigation); and a token that arrives while a sign-in
 * page is showing is a login that just succeeded, which goes to / (SPEC §4).
 */
function RoutingRules() {
  const auth = useAuthState();
  const pathname = normalizedPathname(useLocation().pathname);
  useSessionRefresh();

  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status === 'anonymous') {
    // A live game's player screens are open to guests too (issue 17, an exception to SPEC §2's redirect).
    const open = publicPaths.includes(pathname) || isLivePlayPath(pathname);
    if (open) return <Outlet />;
    // A team's join link opened signed out joins after the sign-in (issue 41).
    if (isJoinTeamPath(pathname)) afterSignInStorage.set(pathname);
    return <Navigate to={paths.login} replace />;
  }
  if (signInPaths.includes(pathname)) return <Navigate to={paths.home} replace />;
  return (
    <UserContext value={auth.user}>
      <Outlet />
      <SignInSwitchQuestion current={auth.user} />
    </UserContext>
  );
}
