import type { QueryClient } from '@tanstack/react-query';
import { replace } from 'react-router-dom';
import { paths } from '../../config/paths';
import { logout } from '../../lib/auth';

/** /logout is an empty page: the token and cached answers go, then the login page opens. */
export function createLogoutLoader(queryClient: QueryClient) {
  return () => {
    logout(queryClient);
    return replace(paths.login);
  };
}
