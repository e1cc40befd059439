import { AppLayout } from '../../../components/layout/app-layout';
import { useTeamRequired } from '../../../features/teams/api/get-my-teams';
import { useUser } from '../../../lib/auth';

/** The app layout, told whether the user must pick a team before the menu lets them go on. */
export function AppLayoutRoute() {
  const teamRequired = useTeamRequired(useUser());
  return <AppLayout teamRequired={teamRequired} />;
}
