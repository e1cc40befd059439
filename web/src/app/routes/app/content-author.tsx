import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { canManageContent } from '@/lib/token-claims';

/**
 * The authoring pages (manage content): admins, educators and premium members; anyone else is sent to the paywall,
 * as the menu entries do (canManageContent says why premium members are included).
 */
export function ContentAuthorRoute() {
  const user = useUser();
  return canManageContent(user) ? <Outlet /> : <Navigate to={paths.paywall} replace />;
}
