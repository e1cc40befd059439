import { Outlet } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout';
import { TeamGate } from '@/features/teams/components/team-gate';

/** The app layout with its pages behind the team gate (SPEC §8 "Select your team first"). */
export function AppLayoutRoute() {
  return (
    <AppLayout>
      <TeamGate>
        <Outlet />
      </TeamGate>
    </AppLayout>
  );
}
