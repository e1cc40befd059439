// Teams are the auth service's groups: the API says group, the screens say team.
import type { GroupSummary } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { textOrder } from '@/lib/collation';
import { type Language, useAppLanguage } from '@/lib/i18n';
import { keptSelects } from '@/lib/kept-selects';
import { type AppUser, isAdmin } from '@/lib/token-claims';

/** `isOwner`: the user manages this team (educator who created it); otherwise the user is a member. */
export type TeamSummary = GroupSummary;

export function getMyTeams(signal?: AbortSignal): Promise<TeamSummary[]> {
  return apiClient.get<TeamSummary[]>('/api/v2/users/me/groups', { signal });
}

export const teamsQueryKey = ['teams'] as const;

export const myTeamsQueryOptions = queryOptions({
  queryKey: [...teamsQueryKey, 'mine'],
  queryFn: ({ signal }) => getMyTeams(signal),
});

type Teams = readonly TeamSummary[];

/**
 * Teams by name as `language` sorts it, numbers counted ("Klass 9A" before "Klass 10A"), then by teacher for an
 * admin's teams of one name. The server's order is its database's collation (byte order under C.UTF-8: "Klass 10A"
 * before "Klass 9A", Ä before Å, and Å, Ä, Ö after Z in English too).
 */
export function teamsInOrder(teams: Teams, language: Language): TeamSummary[] {
  const order = textOrder(language);
  return [...teams].sort((a, b) => order(a.name, b.name) || order(a.ownerUsername, b.ownerUsername));
}

/** teamsInOrder as a query's select; `ownedOnly` keeps the teams the user manages. */
const sortedSelect = keptSelects(
  (language: Language, ownedOnly: boolean) => `${language} ${ownedOnly}`,
  (language: Language, ownedOnly: boolean) => (teams: Teams) =>
    teamsInOrder(ownedOnly ? teams.filter((team) => team.isOwner) : teams, language),
);

/** The teams the user is in or manages, sorted (sortedSelect). */
export function useMyTeams() {
  return useQuery({ ...myTeamsQueryOptions, select: sortedSelect(useAppLanguage(), false) });
}

/** GET /api/v2/groups: every team, for an admin (others 403). */
export function getEveryTeam(signal?: AbortSignal): Promise<TeamSummary[]> {
  return apiClient.get<TeamSummary[]>('/api/v2/groups', { signal });
}

export const everyTeamQueryOptions = queryOptions({
  queryKey: [...teamsQueryKey, 'every'],
  queryFn: ({ signal }) => getEveryTeam(signal),
});

/** Every team, for an admin, sorted (sortedSelect). */
export function useEveryTeam() {
  return useQuery({ ...everyTeamQueryOptions, select: sortedSelect(useAppLanguage(), false) });
}

/**
 * The teams `user` gives assignments and live games to, by the classroom's rule: an admin any team (they are in few
 * or none of them), anyone else the teams they own.
 */
export function useTeamsToTeach(user: AppUser) {
  const language = useAppLanguage();
  return useQuery(
    isAdmin(user)
      ? { ...everyTeamQueryOptions, select: sortedSelect(language, false) }
      : { ...myTeamsQueryOptions, select: sortedSelect(language, true) },
  );
}
