import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { teamsQueryKey, useMyTeams } from '@/features/teams/api/get-my-teams';
import { useSelectTeam } from '@/features/teams/api/select-team';
import { isBehindTeamGate, teamGateDecision } from '@/features/teams/utils/team-gate';
import { useUser } from '@/lib/auth';

type TeamGateStatus = 'checking' | 'open' | 'required';

/**
 * Whether the user may go on, picking their only team for them. While the teams load it is still checking; when the
 * teams cannot be read the way stays open (the gate is a guide, not security). The only team is picked in the
 * background: no page waits for the pick (the course list is the same whatever the team), the profile in the cache
 * takes the picked team when the answer lands, and a refused pick sends the student to pick themselves.
 */
function useTeamGate(): TeamGateStatus {
  const user = useUser();
  const queryClient = useQueryClient();
  const teams = useMyTeams();
  const { mutate: selectTeam, isError: autoPickFailed } = useSelectTeam();
  const decision = teams.isSuccess ? teamGateDecision(user.userGroup, teams.data) : null;
  const autoPickId = decision?.kind === 'autoPick' ? decision.teamId : null;
  const tried = useRef<string | null>(null);

  useEffect(() => {
    if (autoPickId === null || tried.current === autoPickId) return;
    tried.current = autoPickId;
    // Refused (removed from the team meanwhile): the list is read again and the student picks themselves.
    selectTeam(autoPickId, {
      onError: () => void queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
    });
  }, [autoPickId, selectTeam, queryClient]);

  if (teams.isPending) return 'checking';
  if (decision === null || decision.kind === 'open') return 'open';
  if (decision.kind === 'autoPick') return autoPickFailed ? 'required' : 'open';
  return 'required';
}

/** Sends the user to team selection with SPEC §8's toast, and back here once a team is picked (TeamsRoute). */
function ToTeamSelection() {
  const { t } = useTranslation();
  const showToast = useToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    showToast({ message: t('selectTeamFirst'), severity: 'info' });
    void navigate(paths.teams, { replace: true, state: { from: `${pathname}${search}` } });
  }, [navigate, pathname, search, showToast, t]);
  return <PageSpinner />;
}

/** The one team gate (SPEC §8), in front of every page: the menu, the welcome buttons and typed addresses meet it. */
export function TeamGate({ children }: { children: ReactNode }) {
  const status = useTeamGate();
  const { pathname } = useLocation();
  if (status === 'open' || !isBehindTeamGate(pathname)) return children;
  return status === 'checking' ? <PageSpinner /> : <ToTeamSelection />;
}
